// The shared files that name the teams and cannot read tools/apps.json themselves, written from it
// (`--write`, and by `npm run new-team`); everything else that lists the teams reads the list where it runs.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const remotesOf = (apps) => apps.filter(({ exposes }) => exposes);
const exposedId = ({ name, exposes }) => `${name}/${Object.keys(exposes)[0].replace('./', '')}`;

export const teamOf = (name) => `@storefront/${name}-team`;
export const ownersLine = (pattern, owners) => `${pattern.padEnd(24)} ${owners.join(' ')}`;

/** What else a team owns (auth's rules) and the platform group's rules stay as written. */
function codeOwners(text, apps) {
  const teams = new Set(apps.map(({ name }) => teamOf(name)));
  const ruleOf = (line) => (line.trim() && !line.startsWith('#') ? line.trim().split(/\s+/) : undefined);
  const ofATeam = (line) => /^@storefront\/\w+-team$/.test(ruleOf(line)?.[1] ?? '') && ruleOf(line).length === 2;
  const lines = text.split('\n').filter((line) => !ofATeam(line) || teams.has(ruleOf(line)[1]));
  const everyone = lines.findIndex((line) => ruleOf(line)?.[0] === '*');
  if (everyone === -1) throw new Error('.github/CODEOWNERS has no rule for * (what every team depends on)');
  lines[everyone] = ownersLine('*', [...teams]);
  const at = (pattern) => lines.findIndex((line) => ruleOf(line)?.[0] === pattern);
  for (const { name, folder } of apps) {
    const [own, specs] = [`/${folder}/`, `/e2e/tests/${name}/`].map((pattern) => ownersLine(pattern, [teamOf(name)]));
    if (at(`/${folder}/`) === -1) {
      const last = lines.findLastIndex(ofATeam);
      lines.splice(last + 1, 0, '', own);
    } else lines[at(`/${folder}/`)] = own;
    if (at(`/e2e/tests/${name}/`) === -1) lines.splice(at(`/${folder}/`) + 1, 0, specs);
    else lines[at(`/e2e/tests/${name}/`)] = specs;
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

const DEPLOY_VARIABLE = /^(\s+)STOREFRONT_\w+_URL: \$\{\{ vars\.STOREFRONT_\w+_URL \}\}$/;

/** Each job that publishes the host's site writes its /env.js, naming every remote's site. */
function hostReleaseVariables(text, apps) {
  const lines = text.split('\n');
  if (!lines.some((line) => DEPLOY_VARIABLE.test(line))) throw new Error(".github/workflows/host.yml's release names no remote's STOREFRONT_<NAME>_URL");
  const written = [];
  for (let at = 0; at < lines.length; at += 1) {
    if (!DEPLOY_VARIABLE.test(lines[at])) {
      written.push(lines[at]);
      continue;
    }
    const [, indent] = DEPLOY_VARIABLE.exec(lines[at]);
    while (DEPLOY_VARIABLE.test(lines[at + 1] ?? '')) at += 1;
    written.push(...remotesOf(apps).map(({ name }) => `STOREFRONT_${name.toUpperCase()}_URL`).map((variable) => `${indent}${variable}: \${{ vars.${variable} }}`));
  }
  return written.join('\n');
}

const TABLE_ROW = /^\| `([^`/]+)\/`[^|]*\|/;

/** What a row says the team owns is the team's to write; the list writes its name and exposed module. */
function teamTable(text, apps) {
  const folders = new Set(apps.map(({ folder }) => folder));
  const folderOf = (line) => TABLE_ROW.exec(line)?.[1];
  const lines = text.split('\n').filter((line) => !folderOf(line)?.startsWith('remote-') || folders.has(folderOf(line)));
  for (const remote of remotesOf(apps)) {
    const at = lines.findIndex((line) => folderOf(line) === remote.folder);
    if (at === -1) {
      const last = lines.findLastIndex((line) => folders.has(folderOf(line)));
      if (last === -1) throw new Error('no team table: no row starts with an app\'s folder, | `remote-cart/` |');
      lines.splice(last + 1, 0, `| \`${remote.folder}/\` | ${remote.name} | \`${exposedId(remote)}\` | the ${remote.name} team's remote |`);
    } else {
      const cells = lines[at].split(' | ');
      lines[at] = [cells[0], remote.name, `\`${exposedId(remote)}\``, ...cells.slice(3)].join(' | ');
    }
  }
  return lines.join('\n');
}

export const TEAM_LISTS = [
  { file: '.github/CODEOWNERS', write: codeOwners },
  { file: '.github/workflows/host.yml', write: hostReleaseVariables },
  { file: 'README.md', write: teamTable },
  { file: 'docs/architecture.md', write: teamTable },
];

/** One "file:line: what" for each line to change, add or drop, by longest common subsequence. */
export function disagreements(file, text, written) {
  const [a, b] = [text.split('\n'), written.split('\n')];
  const common = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  }
  const edits = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || common[i][j + 1] >= common[i + 1][j])) edits.push({ line: i + 1, add: b[j++] });
    else edits.push({ line: i + 1, drop: a[i++] });
  }
  const found = [];
  for (let k = 0; k < edits.length; k += 1) {
    const [edit, next] = [edits[k], edits[k + 1]];
    const where = `${file}:${edit.line}:`;
    if ('add' in edit && next && 'drop' in next && next.line === edit.line) {
      found.push(`${where} reads ${JSON.stringify(next.drop)}; tools/apps.json makes it ${JSON.stringify(edit.add)}`);
      k += 1;
    } else if ('add' in edit) found.push(`${where} tools/apps.json needs, before this line, ${JSON.stringify(edit.add)}`);
    else found.push(`${where} ${JSON.stringify(edit.drop)} names what tools/apps.json does not`);
  }
  return found;
}

export function teamListProblems(root, apps) {
  return TEAM_LISTS.flatMap(({ file, write }) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return disagreements(file, text, write(text, apps));
  });
}

export function writeTeamLists(root, apps) {
  return TEAM_LISTS.flatMap(({ file, write }) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const written = write(text, apps);
    if (written === text) return [];
    writeFileSync(path.join(root, file), written);
    return [file];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  const { APPS } = await import('../apps.mjs');
  const changed = writeTeamLists(fileURLToPath(new URL('../../', import.meta.url)), APPS);
  console.log(changed.length ? `Wrote ${changed.join(', ')} from tools/apps.json.` : 'The team lists already say what tools/apps.json does.');
}
