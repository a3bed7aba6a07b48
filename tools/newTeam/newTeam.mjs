/**
 * A new remote team from the template the repository keeps (tools/newTeam/template/):
 *
 *   npm run new-team -- wishlist
 *
 * writes its folder, remote-<name>/ (package, webpack config, tsconfig, budget, its exposed component
 * reading the bus, its own page), its journeys, e2e/tests/<name>/journeys.spec.ts, and its workflow,
 * .github/workflows/<name>.yml; then, from the app list with the team's entry, the shared files that name
 * the teams and cannot read the list themselves (teamLists.mjs) and the lockfile's entry for the new
 * workspace. It prints the two lines the team writes itself: its entry in tools/apps.json and, for a slot
 * on the page, its line in the host's list of remotes.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeTeamLists } from './teamLists.mjs';

const TEMPLATE = fileURLToPath(new URL('./template/', import.meta.url));

/** What a name becomes in the template's placeholders. */
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

/** Copies a part of the template to `to`, its placeholders filled in names and contents; returns the files written. */
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

/** The lowest port above every app's and service's in the app list. */
export function freePort(appList) {
  const used = [...appList.apps.map(({ port }) => port), ...Object.values(appList.services)];
  let port = Math.max(...appList.apps.map(({ port: each }) => each)) + 1;
  while (used.includes(port)) port += 1;
  return port;
}

/** The team's entry in tools/apps.json. */
export function appEntry(name, port) {
  const { TeamComponent: component } = placeholders(name);
  return { name, folder: `remote-${name}`, port, hosting: name, exposes: { [`./${component}`]: `./src/${component}.tsx` } };
}

/**
 * Writes the new team's files under `root`; refuses a name already taken. Returns the files written, from
 * the root, and the app list's entry for it.
 */
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

/** The entry as the line to paste into tools/apps.json, as the last of "apps": valid JSON there, as the list's other lines are. */
export function entryLine(entry) {
  return `    ${JSON.stringify(entry, null, 1).replace(/\n\s*/g, ' ')}`;
}

/** The line of the host's list of remotes (host/src/federation/remoteContract.ts) that gives it a section of its own below the shop. */
export function slotLine(entry) {
  return `  ${entry.name}: { exposes: '${entry.name}/${Object.keys(entry.exposes)[0].replace('./', '')}', slot: 'below the shop' },`;
}

/**
 * What `npm run new-team` writes: the team's own files, then, from the app list with its entry, the shared
 * lists that name the teams and (with `lockfile`) the lockfile's entry for the new workspace, which npm
 * writes offline from what is installed. Returns the files written, its own and the shared, and its entry.
 */
export function joinTeam(root, name, { lockfile = true } = {}) {
  const { files, entry } = newTeam(root, name);
  const { apps } = JSON.parse(readFileSync(path.join(root, 'tools/apps.json'), 'utf8'));
  const shared = writeTeamLists(root, [...apps, entry]);
  if (lockfile) {
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

and, for a section of its own below the shop, its line in REMOTES in host/src/federation/remoteContract.ts:
${slotLine(entry)}

Those two lines are all the team writes outside its folder. Then \`npm install\` links the new workspace.`);
}
