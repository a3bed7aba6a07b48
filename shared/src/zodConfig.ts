import { z } from 'zod/mini';

// Classic zod probes `new Function`, which the page's CSP reports as a violation; the setting is on
// globalThis, so it covers a remote still built with classic zod too.
z.config({ jitless: true });
