#!/usr/bin/env node
// Tries a pinned package's newest release in place of the locked one: pins.yml runs it weekly for each pin.
import { spawnSync } from 'node:child_process';

const [name] = process.argv.slice(2);
if (!name) {
  console.error('Name the pinned package to try: tools/check/tryNewest.mjs typescript');
  process.exit(2);
}
const run = (command) => spawnSync(command, { shell: true, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
const installed = run(`npm install --no-save --no-audit --no-fund ${name}@latest`);
if (installed.status !== 0) {
  console.error(`npm could not install ${name}@latest:\n${installed.stderr}`);
  process.exit(1);
}
const version = JSON.parse(run(`npm ls ${name} --json --depth=0`).stdout).dependencies?.[name]?.version;
const failed = [];
for (const step of ['npm run typecheck', 'npx jest', 'npm run build']) {
  const { status, stdout, stderr } = run(step);
  console.log(`${status === 0 ? 'passed' : 'FAILED'}: ${step} with ${name} ${version}`);
  if (status !== 0) {
    failed.push(step);
    console.log(`${stdout}${stderr}`.trim().split('\n').slice(-15).join('\n'));
  }
}
console.log(failed.length ? `${name} ${version} breaks: ${failed.join(', ')}. Its pin stands.` : `${name} ${version} passes every step: its pin may go (run the whole suite on it first).`);
process.exit(failed.length ? 1 : 0);
