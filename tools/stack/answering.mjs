// `npm start` asks each part one real request before it says ready: a listening port proves little (the
// Functions emulator lists a function it cannot load).
import { HOST, REMOTES, SERVICE_PORTS } from '../apps.mjs';
import { shopAddress } from '../contracts/shopAddress.mjs';

const PROJECT = 'demo-storefront';

/** `wrong`: why an answer is not the part working, undefined when it is; `service`: the tool whose log says why. */
export function stackProbes({ project = PROJECT } = {}) {
  const site = (app) => `http://localhost:${app.port}`;
  return [
    { part: `${HOST.folder} (the storefront's page)`, url: `${site(HOST)}/`, wrong: async (response) => (response.headers.get('content-type')?.startsWith('text/html') ? undefined : `answered ${response.headers.get('content-type')}, not a page`) },
    ...REMOTES.map((app) => ({
      part: `${app.folder} (its manifest)`,
      url: `${site(app)}/mf-manifest.json`,
      wrong: async (response) => {
        const name = (await response.json().catch(() => ({}))).name;
        return name === app.name ? undefined : `answered a manifest named ${JSON.stringify(name)}, not "${app.name}"`;
      },
    })),
    { part: 'the Auth emulator', service: 'firebase', url: `http://127.0.0.1:${SERVICE_PORTS.authEmulator}/emulator/v1/projects/${project}/config`, wrong: async () => undefined },
    // A document no rule lets anyone read: Firestore's own refusal is its answer.
    { part: 'Firestore', service: 'firestore', url: `http://127.0.0.1:${SERVICE_PORTS.firestore}/v1/projects/${project}/databases/(default)/documents/users/npm-start`, ok: [200, 403, 404], wrong: async () => undefined },
    {
      part: "the shop's function (a shop address with its products)",
      service: 'firebase',
      url: `${site(HOST)}${shopAddress.SHOP_PATH}`,
      wrong: async (response) => ((await response.text()).includes(`${shopAddress.SERVED_MARK}=`) ? undefined : "the page came without the shop's products: the function did not answer"),
    },
  ];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function askOnce({ url, ok = [200], wrong }, fetchFn, timeoutMs) {
  try {
    const response = await fetchFn(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!ok.includes(response.status)) return `answered ${response.status}`;
    return await wrong(response);
  } catch (error) {
    return `gave no answer (${error.cause?.code ?? error.message})`;
  }
}

// Asked again each second: a first request starts the function's process, and Firestore compiles its rules.
export async function partsNotAnswering(probes, { withinMs = 90_000, fetchFn = fetch, pauseMs = 1000 } = {}) {
  const deadline = Date.now() + withinMs;
  const results = await Promise.all(
    probes.map(async (probe) => {
      for (;;) {
        const reason = await askOnce(probe, fetchFn, Math.max(1000, deadline - Date.now()));
        if (reason === undefined) return undefined;
        if (Date.now() + pauseMs >= deadline) return { part: probe.part, service: probe.service, url: probe.url, reason };
        await sleep(pauseMs);
      }
    }),
  );
  return results.filter(Boolean);
}
