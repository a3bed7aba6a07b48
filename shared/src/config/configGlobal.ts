/**
 * Where `/env.js` puts the environment's config on the page (tools/contracts/envScript.mjs writes it). A
 * module of its own, free of zod, so that the page's first script can read the remotes' addresses
 * without the schemas.
 */
export const CONFIG_GLOBAL = '__STOREFRONT_CONFIG__';
