// `npm run new-team -- wishlist`: a remote team's folder, journeys and workflow from the template, and the
// shared lists that name the teams; it prints the one line the team writes itself.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeTeamLists } from './teamLists.mjs';

const TEMPLATE = fileURLToPath(new URL('./template/', import.meta.url));

export function placeholders(name) {
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`A team's name is one lower-case word (its federation name, CSS prefix and folder): not "${name}"`);
  const title = `${name[0].toUpperCase()}${name.slice(1)}`;
  return { __name__: name, TeamComponent: title, __Title__: title, __NAME__: name.toUpperCase() };
}

const fill = (text, values) => Object.entries(values).reduce((filled, [placeholder, value]) => filled.replaceAll(placeholder, value), text);

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

function copyFilled(from, to, values) {
  cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
  const written = [];
  for (const file of filesUnder(to)) {
    const named = path.join(path.dirname(file), fill(path.basename(file), values));
    if (named !== file) renameSync(file, named);
    if (!named.endsWith('.svg')) writeFileSync(named, fill(readFileSync(named, 'utf8'), values));
    written.push(named);
  }
  return written;
}

export function freePort(appList) {
  const used = [...appList.apps.map(({ port }) => port), ...Object.values(appList.services)];
  let port = Math.max(...appList.apps.map(({ port: each }) => each)) + 1;
  while (used.includes(port)) port += 1;
  return port;
}

export function appEntry(name, port) {
  const { TeamComponent: component } = placeholders(name);
  return { name, folder: `remote-${name}`, port, hosting: name, exposes: { [`./${component}`]: `./src/${component}.tsx` } };
}

export function newTeam(root, name) {
  const values = placeholders(name);
  const targets = [`remote-${name}`, `e2e/tests/${name}`, `.github/workflows/${name}.yml`];
  for (const target of targets) if (existsSync(path.join(root, target))) throw new Error(`${target} is already there`);
  const written = [
    ...copyFilled(path.join(TEMPLATE, 'remote'), path.join(root, targets[0]), values),
    ...copyFilled(path.join(TEMPLATE, 'e2e'), path.join(root, targets[1]), values),
  ];
  const workflow = path.join(root, targets[2]);
  mkdirSync(path.dirname(workflow), { recursive: true });
  writeFileSync(workflow, fill(readFileSync(path.join(TEMPLATE, 'workflow', 'team.yml'), 'utf8'), values));
  written.push(workflow);
  const appList = JSON.parse(readFileSync(path.join(root, 'tools/apps.json'), 'utf8'));
  return { files: written.map((file) => path.relative(root, file)).sort(), entry: appEntry(name, freePort(appList)) };
}

export function entryLine(entry) {
  return `    ${JSON.stringify(entry, null, 1).replace(/\n\s*/g, ' ')}`;
}

export function joinTeam(root, name, { lockfile = true } = {}) {
  const { files, entry } = newTeam(root, name);
  const { apps } = JSON.parse(readFileSync(path.join(root, 'tools/apps.json'), 'utf8'));
  const shared = writeTeamLists(root, [...apps, entry]);
  if (lockfile) {
    // npm writes the new workspace's entry offline, from what is installed.
    execFileSync('npm', ['install', '--package-lock-only', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    shared.push('package-lock.json');
  }
  return { files, shared, entry };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new-team -- <name>   (one lower-case word: wishlist)');
    process.exit(1);
  }
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const { files, shared, entry } = joinTeam(root, name);
  const list = (names) => names.map((file) => `  ${file}`).join('\n');
  console.log(`Wrote the ${name} team's ${files.length} files:\n${list(files)}

and, from the app list with its entry, what names the teams (\`npm test\` holds each to tools/apps.json):
${list(shared)}

Add its entry to "apps" in tools/apps.json, as the last one (with a comma after the one before it):
${entryLine(entry)}

That line is all the team writes outside its folder: the host gives it a section of its own below the shop.
Then \`npm install\` links the new workspace.`);
}
