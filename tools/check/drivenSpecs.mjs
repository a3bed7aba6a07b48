/**
 * Which remotes each end-to-end test drives, which a team's `npm run check` reads to run the tests elsewhere
 * that drive its remote. A test says so with Playwright tags, on itself or its `test.describe`
 * (`{ tag: ['@cart'] }`, one per remote of tools/apps.json); drivenSpecs.test.mjs holds every test that
 * finds a remote's work (its test ids, the names the teams agree on for it, or the host's test ids whose
 * content shows what the remote publishes on the bus, as the header's badge shows the cart's `cart/count`),
 * in its own code, its hooks, or the functions it calls here or in e2e/support/, to carrying that remote's
 * tag, and no other, so that the tags cannot drift.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { HOST, REMOTES } from '../apps.mjs';
import { shopAddress } from '../contracts/shopAddress.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const E2E = path.join(ROOT, 'e2e');
const TESTS = path.join(E2E, 'tests');

/** A remote's tag: `@cart`. */
export const tagOf = (remote) => `@${remote}`;

/** The remote whose team owns a spec (`cart/cart.spec.ts`), if it is in a remote's folder. */
export const ownerOf = (file) => REMOTES.find(({ name }) => file.startsWith(`${name}/`))?.name;

/**
 * Every test as Playwright collects it (`playwright test --list`), file from e2e/tests/, with its tags
 * (its own and its describes'): what a team's check chooses from.
 * @returns {{ file: string, line: number, titlePath: string[], tags: string[] }[]}
 */
export function listedTests() {
  const listed = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'playwright'), ['test', '--list', '--reporter=json'], { cwd: E2E, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) throw new Error(`playwright test --list failed: ${listed.stderr || listed.stdout}`);
  const report = JSON.parse(listed.stdout);
  if (report.errors?.length) throw new Error(`playwright test --list: ${report.errors.map((error) => error.message).join('; ')}`);
  const tests = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) tests.push({ file: spec.file, line: spec.line, titlePath: [...titles, spec.title], tags: spec.tags.map((tag) => `@${tag.replace(/^@/, '')}`) });
    for (const inner of suite.suites ?? []) walk(inner, [...titles, inner.title]);
  };
  for (const file of report.suites) walk(file, []);
  return tests;
}

/**
 * The specs that build variants of the apps (with e2e/support/tempBuild.ts) or play another version of a
 * team's build against the others (`*skew*`): each needs production builds of its own, so they run in the
 * whole suite (`npm test`), never in a team's check. Those that release a team's next build while a
 * shopper's page is open (e2e/support/releaseWhileOpen.ts) build one too, but what they protect is the
 * team's own release, so its check runs them.
 */
export function needsTheWholeSuite(file) {
  const text = readFileSync(path.join(TESTS, file), 'utf8');
  const importsSupport = (name) => new RegExp(`from '(\\.\\./)+support/${name}'`).test(text);
  return /skew/.test(path.basename(file)) || (importsSupport('tempBuild') && !importsSupport('releaseWhileOpen'));
}

/**
 * A shop address written whole in a spec's string (`/shop/`, `/shop/groceries/`, `/shop/?page=2`): the
 * contracts' shop path, then at most one folder, ending at the string's end or its query. Which folder
 * names a category is the grammar's to say, not this search's.
 */
const SHOP_ADDRESS_IN_TEXT = new RegExp(`${RegExp.escape(shopAddress.SHOP_PATH)}(?:[^/?'"\`\\s]+/)?(?=[?'"\`])`);

/**
 * The names the teams agree on for a remote's work, besides its test ids: its landmark, dialogs and the
 * control the host's page closes it by, and the shop's addresses, whose first HTML is the shop's
 * function's.
 */
const AGREED_NAMES = {
  shop: [/#shop\b/, SHOP_ADDRESS_IN_TEXT],
  cart: [/getByRole\('complementary', \{ name: 'Cart' \}\)/, /getByRole\('button', \{ name: 'Close cart' \}\)/],
  auth: [/getByRole\('dialog', \{ name: '(Login|Register)' \}\)/],
};

/** The components of an app's source (`.tsx`, not its tests), each by its path from src/. */
function componentsOf(folder) {
  const src = path.join(ROOT, folder, 'src');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => ({ file, text: readFileSync(path.join(src, file), 'utf8') }));
}

/** The test ids a remote's components carry (`data-testid="…"` in its source). */
export function testIdsOf(folder) {
  return [...new Set(componentsOf(folder).flatMap(({ text }) => [...text.matchAll(/data-testid="([^"]+)"/g)].map((match) => match[1])))].sort();
}

/**
 * The state topics a remote publishes on the bus (`publish('cart/count', …)` in its source), but not
 * those its own page's stand-ins for the other teams publish (src/standalone/), nor its tests'.
 */
export function publishedTopics(folder) {
  const src = path.join(ROOT, folder, 'src');
  const published = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('standalone'))
    .flatMap((file) => [...readFileSync(path.join(src, file), 'utf8').matchAll(/\bpublish\(\s*'([^']+)'/g)].map((match) => match[1]));
  return [...new Set(published)].sort();
}

/** The bus's readers of a state topic, whose first argument names it. */
const TOPIC_READERS = new Set(['useBusState', 'getState', 'subscribe']);

/**
 * What a JSX child shows: a value, or the shown parts of a condition (`a && <b/>` shows `<b/>`; `c ? x : y`
 * shows x and y), and of an element, its children but not its attributes (a class or a handler shows nothing).
 */
function shownIn(node) {
  if (ts.isJsxExpression(node)) return node.expression ? shownIn(node.expression) : [];
  if (ts.isParenthesizedExpression(node)) return shownIn(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return shownIn(node.right);
  if (ts.isConditionalExpression(node)) return [...shownIn(node.whenTrue), ...shownIn(node.whenFalse)];
  if (ts.isJsxElement(node) || ts.isJsxFragment(node)) return node.children.flatMap(shownIn);
  if (ts.isJsxText(node) || ts.isJsxSelfClosingElement(node)) return [];
  return [node];
}

/**
 * The host's test ids whose content shows a state topic's value, each with those topics: in each of the
 * host's components, what the element carrying the test id shows (shownIn), and the topics that comes
 * from, through the component's constants (`const published = useBusState('cart/count')?.count`,
 * `const count = published ?? kept`).
 * @returns {Map<string, string[]>}
 */
export function hostTestIdTopics() {
  const shown = new Map();
  for (const { file, text } of componentsOf(HOST.folder)) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const constants = new Map();
    const elements = [];
    const visit = (node) => {
      if (ts.isVariableDeclaration(node) && node.initializer) {
        const names = (binding) => (ts.isIdentifier(binding) ? [binding.text] : binding.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : names(element.name))));
        for (const name of names(node.name)) constants.set(name, node.initializer);
      }
      if (ts.isJsxElement(node)) {
        const id = node.openingElement.attributes.properties.find((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText(source) === 'data-testid');
        if (id?.initializer && ts.isStringLiteral(id.initializer)) elements.push({ id: id.initializer.text, node });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    const topicsOf = (node, seen = new Set()) => {
      const topics = new Set();
      const walk = (child) => {
        if (ts.isCallExpression(child) && ts.isIdentifier(child.expression) && TOPIC_READERS.has(child.expression.text) && child.arguments[0] && ts.isStringLiteral(child.arguments[0])) {
          topics.add(child.arguments[0].text);
        }
        ts.forEachChild(child, walk);
      };
      walk(node);
      for (const name of identifiersIn(node)) {
        if (!constants.has(name) || seen.has(name)) continue;
        seen.add(name);
        for (const topic of topicsOf(constants.get(name), seen)) topics.add(topic);
      }
      return topics;
    };
    for (const { id, node } of elements) {
      const topics = new Set([...(shown.get(id) ?? []), ...node.children.flatMap(shownIn).flatMap((part) => [...topicsOf(part)])]);
      shown.set(id, [...topics].sort());
    }
  }
  return shown;
}

/** The host's test ids that show what a remote publishes on the bus. */
export function hostTestIdsDrivenBy(folder) {
  const published = publishedTopics(folder);
  return [...hostTestIdTopics()].filter(([, topics]) => topics.some((topic) => published.includes(topic))).map(([id]) => id);
}

let patterns;
/** Every remote with what finds its work in a test's code, read from the sources once. */
function remotePatterns() {
  const byId = (id) => new RegExp(`['"\`]${id}['"\`]`);
  patterns ??= REMOTES.map(({ name, folder }) => ({ name, patterns: [...testIdsOf(folder).map(byId), ...hostTestIdsDrivenBy(folder).map(byId), ...(AGREED_NAMES[name] ?? [])] }));
  return patterns;
}

const parsed = new Map();
/** A TypeScript file of e2e/, parsed once. */
function parse(file) {
  if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  return parsed.get(file);
}

/** `test(…)`, `test.describe(…)`, `test.beforeEach(…)`…: the call's kind, or nothing for any other node. */
function testCall(node) {
  if (!ts.isCallExpression(node)) return undefined;
  const callee = node.expression;
  if (ts.isIdentifier(callee) && callee.text === 'test') return 'test';
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'test') return callee.name.text;
  return undefined;
}

/** The names a statement declares (functions, constants, imports), with the node whose text is its code. */
function declarations(statement) {
  if (ts.isFunctionDeclaration(statement) && statement.name) return [[statement.name.text, statement]];
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) => (ts.isIdentifier(declaration.name) ? [[declaration.name.text, declaration]] : []));
  }
  if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
    const from = statement.moduleSpecifier.text;
    return statement.importClause.namedBindings.elements.map((element) => [element.name.text, { from, name: (element.propertyName ?? element.name).text }]);
  }
  return [];
}

/** The identifiers a node's code uses (not the names of properties it reads). */
function identifiersIn(node) {
  const names = new Set();
  const visit = (child) => {
    if (ts.isIdentifier(child) && !(ts.isPropertyAccessExpression(child.parent) && child.parent.name === child) && !(ts.isPropertyAssignment(child.parent) && child.parent.name === child)) names.add(child.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/** A name a file declares or imports from e2e/support/, with the file whose code it is. */
function resolve(name, names, file) {
  const declared = names.get(name);
  if (!declared) return undefined;
  if (declared.from === undefined) return { node: declared, file };
  if (!declared.from.startsWith('.')) return undefined;
  const target = `${path.resolve(path.dirname(file), declared.from)}.ts`;
  if (!target.startsWith(path.join(E2E, 'support') + path.sep)) return undefined;
  return resolve(declared.name, topLevel(target), target);
}

const topLevels = new Map();
/** A support file's top-level names, each to its code or its import. */
function topLevel(file) {
  if (!topLevels.has(file)) topLevels.set(file, new Map(parse(file).statements.flatMap(declarations)));
  return topLevels.get(file);
}

/**
 * The code a test runs: its own, its hooks' and `test.use`'s, and that of every function and constant it
 * reaches, in its spec or, through imports, in e2e/support/.
 */
function codeReached(roots, names, file) {
  const seen = new Set();
  const code = [];
  const follow = (node, names, file) => {
    if (seen.has(node)) return;
    seen.add(node);
    code.push(node.getText(parse(file)));
    for (const name of identifiersIn(node)) {
      const found = resolve(name, names, file);
      if (found) follow(found.node, found.file === file ? names : topLevel(found.file), found.file);
    }
  };
  for (const root of roots) follow(root, names, file);
  return code.join('\n');
}

/** A hook or `test.use` among a block's statements: it runs for every test of the block. */
const isHook = (statement) => ts.isExpressionStatement(statement) && /^((before|after)(Each|All)|use)$/.test(testCall(statement.expression) ?? '');

/**
 * Each test of a spec, by the line Playwright gives it, with the code it runs (codeReached), and whether it
 * is made for each remote in turn (in a loop over REMOTE_NAMES, e2e/support/remotes.ts).
 * @param {string} file  from e2e/tests/
 * @returns {{ line: number, perRemote: boolean, code: string }[]}
 */
export function testsOf(file) {
  const full = path.join(TESTS, file);
  const source = parse(full);
  const tests = [];
  // A block (the spec, a describe's, a loop's) adds its declarations and its hooks to those around it.
  const block = (statements, around) => {
    const names = new Map(around.names);
    for (const statement of statements) for (const [name, declared] of declarations(statement)) names.set(name, declared);
    const context = { ...around, names, code: [...around.code, ...statements.filter(isHook).map((statement) => statement.expression)] };
    for (const statement of statements) visit(statement, context);
  };
  const visit = (node, context) => {
    const kind = testCall(node);
    if (kind === 'test') {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      tests.push({ line: line + 1, perRemote: context.perRemote, code: codeReached([node, ...context.code], context.names, full) });
      return;
    }
    const callback = kind === 'describe' ? node.arguments.at(-1) : undefined;
    if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) && ts.isBlock(callback.body)) {
      block(callback.body.statements, context);
      return;
    }
    // A loop that makes tests (one per remote, per fault): what it loops over is part of each test's code.
    if ((ts.isForOfStatement(node) || ts.isForInStatement(node)) && ts.isBlock(node.statement)) {
      block(node.statement.statements, { ...context, code: [...context.code, node.expression], perRemote: context.perRemote || node.expression.getText(source) === 'REMOTE_NAMES' });
      return;
    }
    ts.forEachChild(node, (child) => visit(child, context));
  };
  block(source.statements, { names: new Map(), code: [], perRemote: false });
  return tests;
}

/**
 * The remotes a test finds the work of, by their test ids or agreed names, in the code it runs.
 * @param {string} code  from testsOf
 */
export function remotesFoundIn(code) {
  return remotePatterns()
    .filter(({ patterns }) => patterns.some((pattern) => pattern.test(code)))
    .map(({ name }) => name);
}

/**
 * The tests a team's check runs: those of its own folder (e2e/tests/<name>/, its journeys among them) and
 * those elsewhere tagged for its remote, but none of the specs that need the whole suite.
 * @param {{ name: string }} app
 * @param {{ file: string, tags: string[] }[]} tests  listedTests
 * @param {(file: string) => boolean} [wholeSuite]  needsTheWholeSuite
 */
export function testsOfTheGate(app, tests, wholeSuite = needsTheWholeSuite) {
  return tests.filter((test) => (test.file.startsWith(`${app.name}/`) || test.tags.includes(tagOf(app.name))) && !wholeSuite(test.file));
}

/** A test as Playwright's `--test-list` names it, and as `npm run check -- --list` prints it. */
export const testListLine = (test) => [test.file, ...test.titlePath].join(' › ');
