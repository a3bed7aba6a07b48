import { z } from 'zod/mini';

// zod/mini never compiles validators, but classic zod probes `new Function` to decide whether to, and the
// page's CSP (no 'unsafe-eval') reports that probe as a violation. zod keeps this setting on globalThis, for
// every copy on the page, so it also covers a remote still built with classic zod, during a rollout.
z.config({ jitless: true });
