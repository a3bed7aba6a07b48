/**
 * A new remote team from the template the repository keeps (tools/newTeam/template/):
 *
 *   npm run new-team -- wishlist
 *
 * writes its folder, remote-<name>/ (package, webpack config, tsconfig, budget, its exposed component
 * reading the bus, its own page), its journeys, e2e/tests/<name>/journeys.spec.ts, and its workflow,
 * .github/workflows/<name>.yml, then prints the lines the shared files need, which it does not write:
 * the team's entry in tools/apps.json, from which everything else that lists the apps is derived, and
 * those the checks ask for by name (the host's list of remotes, CODEOWNERS, the team tables, the bench).
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run new-team -- <name>   (one lower-case word: wishlist)');
    process.exit(1);
  }
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const { files, entry } = newTeam(root, name);
  const { TeamComponent: component } = placeholders(name);
  console.log(`Wrote ${files.length} files:\n${files.map((file) => `  ${file}`).join('\n')}

Add its entry to "apps" in tools/apps.json (everything that lists the apps reads it from there):
  ${JSON.stringify(entry, null, 1).replace(/\n\s*/g, ' ')},

and where the host puts its slot, to REMOTES in host/src/federation/remoteContract.ts:
  ${name}: { exposes: '${name}/${component}', slot: 'below the shop' },

then \`npm install\` (the lockfile takes the new workspace). The checks name what else is the team's own to
write: its reviewers in .github/CODEOWNERS, its row in the team tables of README.md and
docs/architecture.md, and its component in the benchmark's single bundle (bench/single/).`);
}
