import './zodConfig';
export * as z from './schema/z';
export { publish, subscribe, getState, send, on, whenWaiting, BUS_KEY } from './bus/bus';
export type { Delivery } from './bus/bus';
export { useBusState } from './bus/useBusState';
export { stateTopics, commands } from './bus/messages';
export type { StateTopic, Command, StatePayload, CommandPayload } from './bus/messages';
export { CATEGORIES, CategorySchema, ProductSchema, BulkOptionsSchema, categoryAnchor, categoryFromAnchor, shopPath, isShopPath, categoryFromShopPath } from './domain/product';
export {
  SHOP_PATH,
  SORT_PARAM,
  PAGE_PARAM,
  QUERY_PARAM,
  QUERY_LIMIT,
  SITEMAP_PATH,
  SHOP_SLOT_ID,
  SERVED_MARK,
  BUILD_MARK,
  SERVED_STYLES_TYPE,
  isInShopPart,
  parseShopPath,
  parseShopAddress,
  formatShopAddress,
  readPage,
  readQuery,
} from './shopAddress/shopAddress';
export type { ShopAddress, Reading } from './shopAddress/shopAddress';
export { RELEASE_FILE, ReleaseFileSchema, NO_RELEASE, buildFolder, liveFolder } from './release/releaseFile';
export type { ReleaseFile, KeptBuild } from './release/releaseFile';
export type { Category, Product } from './domain/product';
export { CartLineSchema, MAX_CART_LINES, MAX_PACKS_PER_LINE } from './domain/cartLine';
export type { CartLine } from './domain/cartLine';
export { SessionUserSchema } from './domain/user';
export type { SessionUser } from './domain/user';
export { CartSummarySchema, CART_SUMMARY_KEY, writeCartSummary, readCartCount } from './tab/cartSummary';
export type { CartSummary } from './tab/cartSummary';
export { hadSession, rememberSession, onSessionElsewhere } from './session/sessionHint';
export { toPence, formatPence, formatPounds } from './money/money';
export {
  RuntimeConfigSchema,
  FirebaseWebConfigSchema,
  LOCAL_CONFIG,
  readRuntimeConfig,
  RuntimeConfigError,
} from './config/runtimeConfig';
export { CONFIG_GLOBAL } from './config/configGlobal';
export type { RuntimeConfig, FirebaseWebConfig } from './config/runtimeConfig';
export { requiredText, emailField, passwordField } from './forms/fields';
