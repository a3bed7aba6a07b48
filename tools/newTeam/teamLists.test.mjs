// The shared files that name the teams say what the app list does (teamLists.mjs), each line that does
// not named; and what a new team's entry makes of them, for a remote of any name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { APPS } from '../apps.mjs';
import { DEPLOY_VARIABLES } from '../contracts/envScript.mjs';
import { disagreements, TEAM_LISTS, teamListProblems } from './teamLists.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');
/** A team the app list does not have yet: the new-team proof runs these tests with a wishlist in the list. */
const NAME = ['wishlist', 'giftcards'].find((name) => !APPS.some((app) => app.name === name));
const TITLE = `${NAME[0].toUpperCase()}${NAME.slice(1)}`;
const VARIABLE = `STOREFRONT_${NAME.toUpperCase()}_URL`;
const NEWCOMER = { name: NAME, folder: `remote-${NAME}`, port: 3999, hosting: NAME, exposes: { [`./${TITLE}`]: `./src/${TITLE}.tsx` } };
const listed = (file) => TEAM_LISTS.find((list) => list.file === file);
const added = (file, apps) => {
  const text = read(file);
  const written = listed(file).write(text, apps);
  return written.split('\n').filter((line) => !text.split('\n').includes(line));
};

test('every shared file that names the teams says what tools/apps.json does, each line that does not named', () => {
  const problems = teamListProblems(ROOT, APPS);
  assert.deepEqual(problems, [], `${problems.join('\n')}\n(node tools/newTeam/teamLists.mjs --write writes them from the list)`);
});

test('each job publishing the host’s site has every variable env.js refuses to deploy without', () => {
  const { jobs } = parse(read('.github/workflows/host.yml'));
  for (const job of ['release', 'dispatched']) {
    for (const variable of DEPLOY_VARIABLES) assert.equal(jobs[job].env[variable], `\${{ vars.${variable} }}`, `.github/workflows/host.yml's ${job} needs ${variable}`);
  }
});

test('a new team’s entry gives it its rules in CODEOWNERS, its site’s variable in the host’s release and its row in the team tables', () => {
  const apps = [...APPS, NEWCOMER];
  const everyone = added('.github/CODEOWNERS', apps);
  assert.deepEqual(everyone.map((line) => line.split(/\s+/)), [
    ['*', ...apps.map(({ name }) => `@storefront/${name}-team`)],
    [`/remote-${NAME}/`, `@storefront/${NAME}-team`],
    [`/e2e/tests/${NAME}/`, `@storefront/${NAME}-team`],
  ]);
  const owners = listed('.github/CODEOWNERS').write(read('.github/CODEOWNERS'), apps).split('\n');
  const platform = owners.findIndex((line) => line.startsWith('/.github/'));
  assert.ok(owners.findIndex((line) => line.startsWith(`/remote-${NAME}/`)) < platform, 'before the platform group’s rules, which must come last');
  assert.deepEqual(added('.github/workflows/host.yml', apps), [`      ${VARIABLE}: \${{ vars.${VARIABLE} }}`, `      ${VARIABLE}: \${{ vars.${VARIABLE} }}`], 'in the release’s environment and the dispatched job’s');
  for (const doc of ['README.md', 'docs/architecture.md']) assert.deepEqual(added(doc, apps), [`| \`remote-${NAME}/\` | ${NAME} | \`${NAME}/${TITLE}\` | the ${NAME} team's remote |`], doc);
  for (const { file, write } of TEAM_LISTS) assert.equal(write(write(read(file), apps), apps), write(read(file), apps), `${file}: written twice, the same`);
});

test('a file the entry has not reached is named at the line, and so is a team the list no longer has', () => {
  const hostYml = read('.github/workflows/host.yml').split('\n');
  const blockEnds = hostYml.flatMap((line, at) => (line.includes('STOREFRONT_') && !hostYml[at + 1].includes('STOREFRONT_') ? [at + 2] : []));
  assert.equal(blockEnds.length, 2, 'the release’s and the dispatched job’s');
  assert.deepEqual(
    teamListProblems(ROOT, [...APPS, NEWCOMER]).filter((problem) => problem.startsWith('.github/workflows/host.yml')),
    blockEnds.map((line) => `.github/workflows/host.yml:${line}: tools/apps.json needs, before this line, "      ${VARIABLE}: \${{ vars.${VARIABLE} }}"`),
  );
  const without = APPS.filter(({ name }) => name !== 'cart');
  const readme = read('README.md').split('\n');
  assert.ok(teamListProblems(ROOT, without).includes(`README.md:${readme.findIndex((line) => line.startsWith('| `remote-cart/`')) + 1}: ${JSON.stringify(readme.find((line) => line.startsWith('| `remote-cart/`')))} names what tools/apps.json does not`));
});

test('a line changed is named once, with what it reads and what it should', () => {
  assert.deepEqual(disagreements('f', 'a\nb\nc', 'a\nB\nc\nd'), ['f:2: reads "b"; tools/apps.json makes it "B"', 'f:4: tools/apps.json needs, before this line, "d"']);
  assert.deepEqual(disagreements('f', 'a\nb\nc', 'a\nc'), ['f:2: "b" names what tools/apps.json does not']);
  assert.deepEqual(disagreements('f', 'a\nb', 'a\nb'), []);
});
