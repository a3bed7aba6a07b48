/**
 * What a doc says exists in the repository: its relative links, and the repository paths it names in
 * backticks. `npm test` checks that each one does (docReferences.test.mjs), so that a doc that names a
 * file the code has since moved or renamed fails there rather than misleading its reader.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The docs that are checked: the README, docs/ and each package's README. */
export function docsOf(root) {
  const packageReadmes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && existsSync(path.join(root, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`);
  const docs = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
  return ['README.md', ...docs, ...packageReadmes];
}

/** The doc's prose: fenced code blocks hold commands and output, not claims about files. */
const prose = (markdown) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** Link targets that are neither addresses nor anchors of the doc itself, without their anchor. */
export function relativeLinks(markdown) {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target]) => target)
    .filter((target) => !/^([a-z][a-z+.-]*:|#)/i.test(target))
    .map((target) => decodeURI(target.split('#')[0]));
}

/** Each text in backticks (inline code) of the doc's prose. */
export function inlineCode(markdown) {
  return [...prose(markdown).matchAll(/(?<!`)(`+)(?!`)([^]*?[^`])\1(?!`)/g)].map(([, , text]) => text.trim());
}

/**
 * Whether a text in backticks names a path in the repository: one word, with no placeholder (`<name>`),
 * glob, brace or address, whose first segment is a top-level entry of the repository and that either has
 * a folder in it or is a file there (`package.json`). `users/{uid}`, `shop/Shop` and `/env.js` name
 * other things.
 */
export function isRepositoryPath(text, topLevel) {
  if (/[\s<>*{}[\]?:$'"`(),;=|]/.test(text) || text.startsWith('/') || text.startsWith('.') && !text.startsWith('.ci/') && !text.startsWith('.github/')) {
    return false;
  }
  const [first] = text.split('/');
  return topLevel.has(first) && (text.includes('/') || /\.[a-z]+$/i.test(text));
}

/**
 * Whether a text in backticks names a source file by its name or by the end of its path, from inside a
 * package (`lazySections.tsx`, `sections/lazySections.tsx`, `base.mjs`): some file in the repository must
 * then end so. Scripts, JSON and pages are left out: a bare `main.js` or `release.json` names what a build
 * or a release writes.
 */
export function isSourceFileName(text) {
  return /^[\w-][\w./-]*\.(ts|tsx|mjs|cjs|css)$/.test(text) && !text.includes('..');
}

/** The names of the folders and files .gitignore keeps out of the repository (a build's output, reports). */
export function ignoredNames(gitignore) {
  return gitignore
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#') && !line.includes('/'))
    .map((pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
}

/** The path of every file in the repository, outside what .gitignore keeps out. */
function filePaths(root, generated, folder = '') {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.name !== '.git' && !generated(entry.name))
    .flatMap((entry) => {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filePaths(root, generated, file) : [file];
    });
}

/**
 * Struck through (`~~\`tools/bench.mjs\`~~`), a path names a file that is gone: the performance log's
 * history keeps its names, and the check holds them to being gone.
 */
const struck = (markdown) => new Set([...prose(markdown).matchAll(/~~`([^`]+)`~~/g)].map(([, text]) => text.trim()));

/** What a doc names that is not in the repository, each as `doc: what it names`. */
export function missingReferences(root, doc) {
  const markdown = readFileSync(path.join(root, doc), 'utf8');
  const topLevel = new Set(readdirSync(root).filter((name) => name !== 'node_modules' && name !== '.git'));
  const ignored = ignoredNames(readFileSync(path.join(root, '.gitignore'), 'utf8'));
  const generated = (file) => file.split('/').some((segment) => ignored.some((pattern) => pattern.test(segment)));
  const files = filePaths(root, generated);
  const gone = struck(markdown);
  const exists = (text) => (isRepositoryPath(text, topLevel) ? existsSync(path.join(root, text)) : files.some((file) => file === text || file.endsWith(`/${text}`)));
  const links = relativeLinks(markdown)
    .filter((target) => !existsSync(path.resolve(root, path.dirname(doc), target)))
    .map((target) => `${doc}: link (${target})`);
  const named = inlineCode(markdown).filter((text) => (isRepositoryPath(text, topLevel) || isSourceFileName(text)) && !generated(text));
  const missing = named.filter((text) => !gone.has(text) && !exists(text)).map((text) => `${doc}: \`${text}\``);
  const notGone = [...gone].filter((text) => exists(text)).map((text) => `${doc}: \`${text}\` is struck through as gone but is there`);
  return [...new Set([...links, ...missing, ...notGone])];
}
