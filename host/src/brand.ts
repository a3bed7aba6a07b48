import brand from './brand.json';

/**
 * The company the storefront belongs to. The spec names none, so the shell fixes one in brand.json and
 * every part of the page reads it from there: the served HTML (splash, navigation pages) at build time,
 * the header, footer and contact section here.
 */
export const BRAND: Readonly<typeof brand> = brand;

export type Brand = typeof BRAND;
