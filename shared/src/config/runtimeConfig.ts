import * as z from '../schema/z';
import { CONFIG_GLOBAL } from './configGlobal';

/**
 * What an environment (local, CI, staging, production) tells the page at run time, through `/env.js`,
 * so that moving a remote or switching Firebase project needs no rebuild of any app.
 */
export const FirebaseWebConfigSchema = z.object({
  apiKey: z.string().check(z.minLength(1)),
  authDomain: z.string().check(z.minLength(1)),
  projectId: z.string().check(z.minLength(1)),
  appId: z.optional(z.string()),
  storageBucket: z.optional(z.string()),
  messagingSenderId: z.optional(z.string()),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;

export const RuntimeConfigSchema = z.object({
  /**
   * Each remote's site, by its federation name (its address ending in `/`; a manifest's address names its
   * folder). Its live build is served there, and its release file (`release.json`) names its known-good
   * build and the others it keeps: the page reads them from the site, so a team releases and rolls back
   * with no change here. Which remotes there are is the app list's to say (tools/apps.json), not this
   * package's: a new remote needs no new contracts.
   */
  remotes: z.record(z.string(), z.url()),
  firebase: FirebaseWebConfigSchema,
  /** Set only when the page should use local emulators instead of the real services. */
  emulators: z.optional(
    z.object({
      auth: z.url(),
      firestore: z.object({ host: z.string().check(z.minLength(1)), port: z.int().check(z.positive()) }),
    }),
  ),
  tokenSyncUrl: z.optional(z.string()),
  vitalsUrl: z.optional(z.string()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/**
 * The local stack's defaults: the demo project, which needs no account and no network. They name no
 * remote: the dev servers and the local stack serve an /env.js with each remote's local address, from
 * the app list, and a page without one loads no remote (each slot says so).
 */
export const LOCAL_CONFIG: RuntimeConfig = {
  remotes: {},
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-storefront.firebaseapp.com',
    projectId: 'demo-storefront',
  },
  emulators: {
    auth: 'http://127.0.0.1:9099',
    firestore: { host: '127.0.0.1', port: 8080 },
  },
};

/** The page's `/env.js` is missing or broken: what reads it shows its fallback instead of guessing. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

/**
 * Reads the environment's config. Only a development page (the dev server, unit tests) may fall back to
 * the local stack's: a deployed page that quietly used localhost and the emulators would look as if it
 * worked and talk to nothing, so a production build says what is wrong instead.
 */
export function readRuntimeConfig(scope: object = globalThis, production = process.env.NODE_ENV === 'production'): RuntimeConfig {
  const raw = (scope as Record<string, unknown>)[CONFIG_GLOBAL];
  const parsed = raw === undefined ? undefined : RuntimeConfigSchema.safeParse(raw);
  if (parsed?.success) return parsed.data;
  const problem = parsed ? `/env.js does not match the runtime config schema: ${JSON.stringify(parsed.error.issues)}` : '/env.js set no runtime config (is it served?)';
  if (production) throw new RuntimeConfigError(problem);
  console.error(`[config] ${problem}; using the local stack's defaults`);
  return LOCAL_CONFIG;
}
