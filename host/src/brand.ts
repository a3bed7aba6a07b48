import brand from './brand.json';

/** Named once in brand.json: the served HTML (splash, trade pages) reads it at build time too. */
export const BRAND: Readonly<typeof brand> = brand;
