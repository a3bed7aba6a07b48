// `npm run deploy:rules`: the Firestore rules, and indexes where firebase.json names a file of them (none:
// records are read by id), deployed by the host's pipeline after its check tested them on the real emulator.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectOf } from './hosting/projectSites.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export function rulesDeployArgs(config, env) {
  const project = projectOf(env);
  const parts = ['rules', 'indexes'].filter((part) => config.firestore?.[part]);
  if (!parts.includes('rules')) throw new Error('firebase.json names no Firestore rules (firestore.rules): there is nothing to deploy.');
  return ['deploy', '--project', project, '--only', parts.map((part) => `firestore:${part}`).join(','), '--non-interactive'];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = rulesDeployArgs(JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')), process.env);
    execFileSync(path.join(ROOT, 'node_modules', '.bin', 'firebase'), args, { cwd: ROOT, stdio: 'inherit' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
