// Free of zod, so that the page's first script can read the remotes' addresses without the schemas.
export const CONFIG_GLOBAL = '__STOREFRONT_CONFIG__';
