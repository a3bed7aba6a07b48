// Runs a command on the project's Node (.nvmrc), fetched from the npm registry where the machine's is older:
// an install on an older Node leaves out packages whose engines it does not meet. Plain Node: runs before any install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const PROJECT_NODE = Number(readFileSync(path.join(root, '.nvmrc'), 'utf8').trim());

export function nodeFromRegistry(major, env = process.env) {
  const name = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const prefix = path.join(root, '.tmp', `node${major}`);
  const home = path.join(prefix, 'node_modules', name);
  const bin = process.platform === 'win32' ? home : path.join(home, 'bin');
  const installed = () => {
    const file = path.join(home, 'package.json');
    return existsSync(file) && Number(JSON.parse(readFileSync(file, 'utf8')).version.split('.')[0]) === major;
  };
  if (!installed()) {
    console.error(`Fetching Node ${major} from the npm registry (${name}) into ${path.relative(root, prefix)}/`);
    const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', '--no-package-lock', `${name}@${major}`], { stdio: ['ignore', 'ignore', 'inherit'], env, shell: process.platform === 'win32' });
    if (install.status !== 0 || !installed()) throw new Error(`Could not fetch Node ${major} (${name}) from the npm registry. Install Node ${major} yourself (for example \`nvm install ${major}\`, or from nodejs.org) and run the command again.`);
  }
  // Native addons build against this Node's own headers, not those npm may be set to (the machine's Node's).
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH}`, npm_config_nodedir: home };
}

function runOnProjectNode([command, ...args]) {
  const major = Number(process.versions.node.split('.')[0]);
  let env = process.env;
  if (major < PROJECT_NODE) {
    console.error(`Node ${process.versions.node} is older than the project's ${PROJECT_NODE} (.nvmrc): running on Node ${PROJECT_NODE}.`);
    try {
      env = nodeFromRegistry(PROJECT_NODE);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
  }
  const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
  // A stop meant for the command (a terminal's Ctrl-C reaches both; a SIGTERM this process alone).
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) runOnProjectNode(process.argv.slice(2));
