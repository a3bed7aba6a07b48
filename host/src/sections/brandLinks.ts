import { BRAND } from '../brand';

export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const BRAND_PHONE_HREF = phoneHref(BRAND.phone);
export const BRAND_EMAIL_HREF = `mailto:${BRAND.email}`;
