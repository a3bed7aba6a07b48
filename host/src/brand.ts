/**
 * The company the storefront belongs to. The spec names none, so the shell fixes one here and every
 * part of the page (splash, header, footer, contact) reads it from this one place.
 */
export const BRAND = {
  name: 'Northgate Cash & Carry',
  tagline: 'Bulk buying made simple for traders and shoppers',
  phone: '0113 496 0800',
  email: 'trade@northgate-cashandcarry.co.uk',
  address: 'Unit 4, Northgate Trading Estate, Leeds LS9 0NG',
  established: 2025,
} as const;

export type Brand = typeof BRAND;
