import * as z from '../schema/z';
import { CONFIG_GLOBAL } from './configGlobal';

// Told to the page at run time, through /env.js, so that moving a remote or switching project rebuilds nothing.
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
  /** By federation name; the page reads each remote's builds from its site's release file, not from here. */
  remotes: z.record(z.string(), z.url()),
  firebase: FirebaseWebConfigSchema,
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

/** No remote: the local servers' /env.js names them from the app list, and a page without one loads none. */
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

/** What reads the config shows its fallback instead of guessing. */
export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

// Only a development page may fall back to the local stack's: a deployed page quietly using localhost would
// look as if it worked and talk to nothing.
export function readRuntimeConfig(scope: object = globalThis, production = process.env.NODE_ENV === 'production'): RuntimeConfig {
  const raw = (scope as Record<string, unknown>)[CONFIG_GLOBAL];
  const parsed = raw === undefined ? undefined : RuntimeConfigSchema.safeParse(raw);
  if (parsed?.success) return parsed.data;
  const problem = parsed ? `/env.js does not match the runtime config schema: ${JSON.stringify(parsed.error.issues)}` : '/env.js set no runtime config (is it served?)';
  if (production) throw new RuntimeConfigError(problem);
  console.error(`[config] ${problem}; using the local stack's defaults`);
  return LOCAL_CONFIG;
}
