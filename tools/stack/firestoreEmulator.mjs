import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startService } from './service.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const RULES_FILE = path.join(root, 'firestore.rules');
export const PROJECT_ID = 'demo-storefront';

const SDK_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk', '/usr/local/google-cloud-sdk', '/snap/google-cloud-sdk/current'];
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
// firebase-tools names the jar it downloads by version (`firebase setup:emulators:firestore`).
const FIREBASE_TOOLS_JAR = /^cloud-firestore-emulator-.*\.jar$/;

function onPath(name, env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const candidate = dir && path.join(dir, name);
    if (candidate && existsSync(candidate)) return realpathSync(candidate);
  }
  return undefined;
}

function byVersion(a, b) {
  return a.localeCompare(b, 'en', { numeric: true });
}

export function jarCandidates({ env = process.env, home = os.homedir() } = {}) {
  const sdkRoots = [env.CLOUDSDK_ROOT_DIR, ...SDK_ROOTS, path.join(home, 'google-cloud-sdk')];
  const gcloud = onPath('gcloud', env);
  // gcloud is <sdk>/bin/gcloud, so its real path names the SDK wherever it was installed.
  if (gcloud) sdkRoots.push(path.dirname(path.dirname(gcloud)));
  const cache = path.join(home, '.cache', 'firebase', 'emulators');
  const cached = existsSync(cache)
    ? readdirSync(cache)
        .filter((name) => FIREBASE_TOOLS_JAR.test(name))
        .sort(byVersion)
        .reverse()
        .map((name) => path.join(cache, name))
    : [];
  return [env.FIRESTORE_EMULATOR_JAR, ...sdkRoots.filter(Boolean).map((sdk) => path.join(sdk, SDK_JAR)), ...cached].filter(Boolean);
}

export function findJava({ env = process.env } = {}) {
  const fromHome = env.JAVA_HOME && path.join(env.JAVA_HOME, 'bin', 'java');
  return fromHome && existsSync(fromHome) ? fromHome : onPath('java', env);
}

/** A FIRESTORE_EMULATOR_JAR that does not exist is an error, not a reason to look elsewhere. */
export function locateFirestoreEmulator({ env = process.env, home = os.homedir(), exists = existsSync } = {}) {
  if (env.FIRESTORE_EMULATOR_JAR && !exists(env.FIRESTORE_EMULATOR_JAR)) {
    return { missing: `no ${env.FIRESTORE_EMULATOR_JAR}, which FIRESTORE_EMULATOR_JAR names` };
  }
  const candidates = jarCandidates({ env, home });
  const jar = candidates.find((candidate) => exists(candidate));
  if (!jar) return { missing: `no Firestore emulator jar (looked for ${candidates.join(', ')})` };
  const java = findJava({ env });
  if (!java) return { missing: `no Java to run ${jar} (neither JAVA_HOME nor PATH has java)` };
  return { java, jar };
}

function javaVersion(java) {
  const { stderr = '' } = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return /version "([^"]+)"/.exec(stderr)?.[1] ?? 'unknown version';
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** firebase-tools' jar is executable (`-jar`); the Cloud SDK's names no main class. */
export function launchArgs(jar) {
  return FIREBASE_TOOLS_JAR.test(path.basename(jar)) ? ['-jar', jar] : ['-cp', jar, MAIN_CLASS];
}

export async function startFirestoreEmulator({ java, jar, port, host = '127.0.0.1', rules = RULES_FILE, timeoutMs = 60_000 }) {
  const url = `http://${host}:${port}`;
  const service = await startService({
    name: `The Firestore emulator (${jar}) on ${host}:${port}`,
    log: `firestore-${port}.log`,
    command: java,
    args: ['-Duser.language=en', ...launchArgs(jar), '--host', host, '--port', String(port), '--rules', rules, '--project_id', PROJECT_ID, '--single_project_mode', 'true'],
    ready: () => answers(`${url}/`),
    timeoutMs,
  });
  return { url, version: javaVersion(java), ...service };
}
