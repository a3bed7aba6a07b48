import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jarCandidates, launchArgs, locateFirestoreEmulator } from './firestoreEmulator.mjs';

const SDK_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

function fakeHome(jars = []) {
  const home = mkdtempSync(path.join(os.tmpdir(), 'firestore-home-'));
  const cache = path.join(home, '.cache', 'firebase', 'emulators');
  mkdirSync(cache, { recursive: true });
  for (const jar of jars) writeFileSync(path.join(cache, jar), '');
  return home;
}

/** A folder holding an executable file per name, to stand for PATH. */
function binFolder(...names) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'firestore-bin-'));
  for (const name of names) writeFileSync(path.join(dir, name), '', { mode: 0o755 });
  return dir;
}

test('FIRESTORE_EMULATOR_JAR comes first, then the Cloud SDK, then firebase-tools’ cache, newest version first', () => {
  const home = fakeHome(['cloud-firestore-emulator-v1.19.9.jar', 'cloud-firestore-emulator-v1.19.10.jar', 'ui-v1.jar']);
  const candidates = jarCandidates({ env: { FIRESTORE_EMULATOR_JAR: '/x/emulator.jar', PATH: '' }, home });
  assert.equal(candidates[0], '/x/emulator.jar');
  assert.ok(candidates.indexOf(SDK_JAR) > 0);
  assert.deepEqual(candidates.slice(-2), [
    path.join(home, '.cache/firebase/emulators/cloud-firestore-emulator-v1.19.10.jar'),
    path.join(home, '.cache/firebase/emulators/cloud-firestore-emulator-v1.19.9.jar'),
  ]);
});

test('the Cloud SDK is also found where the gcloud on PATH is installed', () => {
  const sdk = mkdtempSync(path.join(os.tmpdir(), 'sdk-'));
  mkdirSync(path.join(sdk, 'bin'));
  writeFileSync(path.join(sdk, 'bin', 'gcloud'), '', { mode: 0o755 });
  const candidates = jarCandidates({ env: { PATH: path.join(sdk, 'bin') }, home: fakeHome() });
  assert.ok(candidates.includes(path.join(sdk, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar')));
});

test('a jar and java are found', () => {
  const bin = binFolder('java');
  const found = locateFirestoreEmulator({ env: { PATH: bin }, home: fakeHome(), exists: (file) => file === SDK_JAR || file.startsWith(bin) });
  assert.deepEqual(found, { java: path.join(bin, 'java'), jar: SDK_JAR });
});

test('what is missing is said: the jar, java, or a FIRESTORE_EMULATOR_JAR that is not there', () => {
  const noJar = locateFirestoreEmulator({ env: { PATH: binFolder('java') }, home: fakeHome(), exists: () => false });
  assert.match(noJar.missing, /^no Firestore emulator jar \(looked for .*cloud-firestore-emulator\.jar/);
  const noJava = locateFirestoreEmulator({ env: { PATH: binFolder() }, home: fakeHome(), exists: (file) => file === SDK_JAR });
  assert.match(noJava.missing, /^no Java to run/);
  const wrong = locateFirestoreEmulator({ env: { FIRESTORE_EMULATOR_JAR: '/nowhere.jar', PATH: '' }, home: fakeHome() });
  assert.match(wrong.missing, /^no \/nowhere\.jar, which FIRESTORE_EMULATOR_JAR names/);
});

test('firebase-tools’ jar is run as firebase-tools runs it (java -jar); the Cloud SDK’s by its main class, as the SDK’s script does', () => {
  const cached = '/home/runner/.cache/firebase/emulators/cloud-firestore-emulator-v1.22.0.jar';
  assert.deepEqual(launchArgs(cached), ['-jar', cached]);
  assert.deepEqual(launchArgs(SDK_JAR), ['-cp', SDK_JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore']);
});

test('with no Cloud SDK, the jar firebase-tools installed is found', () => {
  const home = fakeHome(['cloud-firestore-emulator-v1.22.0.jar']);
  const bin = binFolder('java');
  const jar = path.join(home, '.cache/firebase/emulators/cloud-firestore-emulator-v1.22.0.jar');
  const found = locateFirestoreEmulator({ env: { PATH: bin }, home, exists: (file) => file === jar || file.startsWith(bin) });
  assert.deepEqual(found, { java: path.join(bin, 'java'), jar });
});
