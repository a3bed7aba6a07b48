/**
 * What docs/startup.md and docs/architecture.md say of start-up that the code can hold them to: the
 * schedule's table, the moments it can hold (each described, each with its case in the scheduler's test),
 * what each remote's slot shows while it loads, and what listens on the page. The tables are written from
 * the code between their markers (`node tools/docs/startupDocs.mjs --write`); `npm test` fails where a doc
 * and the code differ (startupDocs.test.mjs).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { APPS, HOST } from '../apps.mjs';

const HOST_SRC = 'host/src';
const SCHEDULE = `${HOST_SRC}/startup/schedule.ts`;
const WATCH_INPUT = `${HOST_SRC}/startup/watchInput.ts`;

/**
 * A TypeScript module of the host, run here as JavaScript, with the host's modules it imports values from
 * (schedule.ts reads the remotes' slots from federation/remoteContract.ts), each run the same way.
 */
async function runModule(root, file) {
  return import(moduleUrl(root, file));
}

function moduleUrl(root, file) {
  const { outputText } = ts.transpileModule(readFileSync(path.join(root, file), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
  });
  const linked = outputText.replace(/from '(\.{1,2}\/[^']+)'/g, (_match, request) => `from '${moduleUrl(root, path.join(path.dirname(file), `${request}.ts`))}'`);
  return `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`;
}

/** The moments each kind of entry may hold, from the types in schedule.ts. */
export function triggersOf(root) {
  const source = ts.createSourceFile(SCHEDULE, readFileSync(path.join(root, SCHEDULE), 'utf8'), ts.ScriptTarget.Latest, true);
  const kinds = { page: 'PageTrigger', task: 'TaskTrigger', remote: 'RemoteTrigger' };
  const found = {};
  for (const statement of source.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const kind = Object.keys(kinds).find((each) => kinds[each] === statement.name.text);
    if (!kind) continue;
    // One moment is a literal type of its own; more, a union of them.
    const members = ts.isUnionTypeNode(statement.type) ? statement.type.types : [statement.type];
    found[kind] = members.flatMap((member) => (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal) ? [member.literal.text] : []));
  }
  return found;
}

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const TASK_NAMES = { 'web-vitals': '`web-vitals` (measuring the page)', 'splash clip': 'the splash’s clip' };

/**
 * The schedule's table, from the schedules themselves: each remote schedule.ts names. A remote placed below
 * the shop that it does not name starts as every such section does, which the doc says once, so that a
 * team joining with a section of its own changes no doc.
 */
export async function scheduleTable(root) {
  const { STOREFRONT, TRADE_PAGE } = await runModule(root, SCHEDULE);
  const { remotesIn } = await runModule(root, `${HOST_SRC}/federation/remoteContract.ts`);
  const named = readFileSync(path.join(root, SCHEDULE), 'utf8');
  const unnamed = new Set(remotesIn('below the shop').filter((remote) => !named.includes(`remote: '${remote}'`)));
  const rows = [];
  for (const [page, schedule, code] of [['storefront', STOREFRONT, '`app`'], ['trade page', TRADE_PAGE, '`trade-page`']]) {
    rows.push(`| ${page} | the page's code, ${code} (React, the components, hydration) | ${schedule.page.join('; ')} |`);
    for (const [task, when] of Object.entries(schedule.tasks)) rows.push(`| ${page} | ${TASK_NAMES[task] ?? task} | ${when.join('; ')} |`);
    const warmed = schedule.remotes.filter(({ when }) => when.includes('warm')).map(({ remote }) => remote);
    for (const { remote, when } of schedule.remotes.filter((entry) => !unnamed.has(entry.remote))) {
      rows.push(`| ${page} | ${remote} | ${when.map((trigger) => (trigger === 'warm' ? `warm (${ORDINAL[warmed.indexOf(remote)]})` : trigger)).join('; ')} |`);
    }
  }
  return ['| page | what | starts at (whichever comes first) |', '|---|---|---|', ...rows].join('\n');
}

const sourceFiles = (root, folder) =>
  readdirSync(path.join(root, folder), { recursive: true })
    .map((name) => path.join(folder, name).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/'));

/** What each remote's slot shows while it loads: its placeholder in the host's layout, or nothing. */
export function slotTable(root) {
  const rows = [];
  for (const file of sourceFiles(root, `${HOST_SRC}/layout`)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, remote, props] of text.matchAll(/<RemoteSlot\s+remote="(\w+)"([^>]*)>/g)) {
      const [, placeholder = ''] = /placeholder=\{(?:<)?(\w+)/.exec(props) ?? [];
      const shows = !placeholder || placeholder === 'null' ? 'nothing: an overlay, not on screen until the shopper asks for it' : `its placeholder, \`${placeholder}\`, of its size`;
      rows.push(`| ${remote} | ${shows} | \`${path.basename(file)}\` |`);
    }
    // A slot for every remote the contract places below the shop: one row says what each shows.
    if (/<RemoteSlot\s+remote=\{remote\}/.test(text) && text.includes("remotesIn('below the shop')")) {
      rows.push(`| each placed below the shop (\`remoteContract.ts\`) | nothing: its section, with its name as id, holds its room | \`${path.basename(file)}\` |`);
    }
  }
  return ['| remote | its slot shows while it loads | placed by |', '|---|---|---|', ...rows].join('\n');
}

/**
 * What listens on the page itself (its window or document), file by file, and for what: the host's, then
 * each remote's it mounts on the page (named by its folder), in the app list's order.
 */
export async function listenerTable(root) {
  const { INPUT, FOLLOWED } = await runModule(root, WATCH_INPUT);
  const rows = [`| \`${path.basename(WATCH_INPUT)}\` | ${[...INPUT, ...FOLLOWED].join(', ')} |`];
  for (const { folder } of APPS) {
    if (!existsSync(path.join(root, folder, 'src'))) continue;
    for (const file of sourceFiles(root, `${folder}/src`)) {
      if (file === WATCH_INPUT || file.includes('/standalone/')) continue;
      const text = readFileSync(path.join(root, file), 'utf8');
      const events = [...text.matchAll(/\b(?:window|document|doc)\.addEventListener\(\s*'(\w+)'/g)].map(([, event]) => event);
      const name = `\`${path.basename(file)}\`${folder === HOST.folder ? '' : ` (${folder})`}`;
      if (events.length > 0) rows.push(`| ${name} | ${[...new Set(events)].join(', ')} |`);
    }
  }
  return ['| file | listens on the window or document for |', '|---|---|', ...rows].join('\n');
}

/** The generated parts of the docs, by doc and marker. */
async function generated(root) {
  return [
    { doc: 'docs/startup.md', marker: 'schedule', table: await scheduleTable(root) },
    { doc: 'docs/startup.md', marker: 'listeners', table: await listenerTable(root) },
    { doc: 'docs/architecture.md', marker: 'slots', table: slotTable(root) },
  ];
}

const between = (marker) => new RegExp(`(<!-- ${marker}: [^\\n]*-->\\n)([\\s\\S]*?)(<!-- end of ${marker} -->)`);

/** Each place where the docs say other than the code, as a line naming the doc and what differs. */
export async function startupDocProblems(root) {
  const problems = [];
  for (const { doc, marker, table } of await generated(root)) {
    const match = between(marker).exec(readFileSync(path.join(root, doc), 'utf8'));
    if (!match) problems.push(`${doc}: no "${marker}" table (<!-- ${marker}: … --> … <!-- end of ${marker} -->)`);
    else if (match[2].trim() !== table) problems.push(`${doc}: the "${marker}" table is not the code's: run node tools/docs/startupDocs.mjs --write`);
  }
  const startup = readFileSync(path.join(root, 'docs/startup.md'), 'utf8').toLowerCase().replace(/\s+/g, ' ');
  const cases = readFileSync(path.join(root, `${HOST_SRC}/startup/scheduler.test.ts`), 'utf8');
  for (const [kind, triggers] of Object.entries(triggersOf(root))) {
    for (const trigger of triggers) {
      if (!startup.includes(`**${trigger}**`)) problems.push(`docs/startup.md: the moment '${trigger}' (schedule.ts) is not described (as **${trigger}**)`);
      if (!cases.includes(`"${kind} at '${trigger}'"`)) problems.push(`${HOST_SRC}/startup/scheduler.test.ts: no case for a ${kind} at '${trigger}'`);
    }
  }
  return problems;
}

/** Writes the tables into the docs. */
async function write(root) {
  for (const { doc, marker, table } of await generated(root)) {
    const file = path.join(root, doc);
    const text = readFileSync(file, 'utf8');
    if (!between(marker).test(text)) throw new Error(`${doc} has no "${marker}" markers`);
    writeFileSync(file, text.replace(between(marker), (_, open, _old, close) => `${open}${table}\n${close}`));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--write')) {
  await write(fileURLToPath(new URL('../..', import.meta.url)));
}
