import { BRAND } from '../brand';

/** A dialable `tel:` address from a number written for people ("0113 496 0800"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export const BRAND_PHONE_HREF = phoneHref(BRAND.phone);
export const BRAND_EMAIL_HREF = `mailto:${BRAND.email}`;
