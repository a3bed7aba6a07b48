// `npm start`: the whole storefront from a fresh clone, with no account or network. `--no-build` serves
// the builds in dist/; `--no-rehearsals` serves each remote's dist/ even where it has a rehearsal.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installReason, readInstallState } from './stack/installedPackages.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const run = (command) => execSync(command, { cwd: root, stdio: 'inherit' });

function installIfNeeded() {
  const reason = installReason(readInstallState(root));
  if (reason === undefined) {
    console.log('node_modules is what package-lock.json asks for: nothing to install.');
    return;
  }
  console.log(`Installing first (npm install), as ${reason}`);
  // Cached packages are taken as they are: the lockfile fixes each version and its hash, so the registry
  // is asked only for what npm's cache lacks.
  run('npm install --prefer-offline --no-audit --no-fund');
}

installIfNeeded();

// Imported only now: on a fresh clone these need the install above.
const { PORTS } = await import('./apps.mjs');
const { assertPortsFree } = await import('./stack/checkPorts.mjs');
const { FUNCTIONS_ORIGIN, PROJECT, startFirebaseEmulators } = await import('./stack/firebaseEmulators.mjs');
const { serveApps } = await import('./stack/serveApps.mjs');
const { startFirestore } = await import('./stack/firestore.mjs');
const { forgetStack, recordStack } = await import('./stack/stackRecord.mjs');
const { partsNotAnswering, stackProbes } = await import('./stack/answering.mjs');
const { firstErrorLine } = await import('./stack/service.mjs');

try {
  await assertPortsFree(PORTS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
recordStack();
process.on('exit', () => forgetStack());

const stoppers = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(stoppers.map((stop) => stop()));
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function sayNotAnswering(parts, services) {
  console.error(`\nThe storefront is not ready: ${parts.length === 1 ? 'a part does' : `${parts.length} parts do`} not answer as it should.`);
  for (const { part, url, reason, service } of parts) {
    console.error(`  ${part}: ${url} ${reason}`);
    const tool = services[service];
    const error = tool && firstErrorLine(tool.output());
    if (error) console.error(`    its first error: ${error}`);
    // What an install on an older Node leaves out: the packages whose engines it does not meet.
    if (error?.includes('Cannot find module')) console.error('    node_modules lacks it: `npm ci` on the project\'s Node (`node tools/projectNode.mjs npm ci`) installs it');
    if (tool?.logFile) console.error(`    all it printed: ${path.relative(root, tool.logFile)}`);
  }
}

try {
  // The emulators take seconds of CPU to start; they come up while the apps build.
  const emulator = startFirebaseEmulators({ functions: true, hostSite: `http://localhost:${PORTS.host}/`, shopSite: `http://localhost:${PORTS.shop}/` });
  emulator.then(({ stop }) => stoppers.push(stop), () => undefined);
  const firestore = startFirestore();
  firestore.then(({ stop }) => stoppers.push(stop), () => undefined);
  if (!args.has('--no-build')) run('npm run build');
  const services = { firebase: await emulator, firestore: await firestore };
  const why = () => firstErrorLine(services.firebase.output().slice(-4000));
  stoppers.push(await serveApps({ functions: { origin: FUNCTIONS_ORIGIN, project: PROJECT, why }, rehearsals: !args.has('--no-rehearsals') }));
  const silent = await partsNotAnswering(stackProbes());
  if (silent.length > 0) {
    sayNotAnswering(silent, services);
    await stopAll(1);
  }
  console.log(`\nStorefront ready: http://localhost:${PORTS.host}   (Ctrl-C stops everything)\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
