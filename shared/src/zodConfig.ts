import { z } from 'zod';

// zod probes `new Function` to decide whether to compile validators; under the page's CSP (no
// 'unsafe-eval') that probe is reported as a violation. The interpreter is plenty fast for our payloads.
z.config({ jitless: true });
