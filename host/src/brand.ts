import brand from './brand.json';

/**
 * The company the storefront belongs to, named once in brand.json: every part of the page reads it from
 * there, the served HTML (splash, trade pages) at build time, the header, footer and contact section here.
 */
export const BRAND: Readonly<typeof brand> = brand;
