// remark-validate-links checks the docs' links and anchors, not the paths they name in code spans: these.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function docsOf(root) {
  const packageReadmes = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && existsSync(path.join(root, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`);
  return ['README.md', ...readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`), ...packageReadmes];
}

/** One word, no placeholder, glob or address, starting at a top-level entry, with a folder or an ending. */
export function repositoryPaths(markdown, topLevel) {
  // A path struck through (~~`a.ts`~~) names a file that is gone.
  const prose = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/~~`[^`]+`~~/g, '');
  return [...prose.matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)]
    .map(([, text]) => text.trim())
    .filter((text) => !/[\s<>*{}[\]?:$'"(),;=|]/.test(text) && !text.startsWith('/') && topLevel.has(text.split('/')[0]) && (text.includes('/') || /\.[a-z]+$/i.test(text)));
}

/** Whether a path is one a tool writes (a build's dist/): a segment of it is a name .gitignore names. */
function isGenerated(root, text) {
  const gitignore = existsSync(path.join(root, '.gitignore')) ? readFileSync(path.join(root, '.gitignore'), 'utf8') : '';
  const names = gitignore.split('\n').map((line) => line.trim().replace(/\/$/, '')).filter((line) => line && !line.startsWith('#') && !line.includes('/'));
  const patterns = names.map((name) => new RegExp(`^${name.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`));
  return text.split('/').some((segment) => patterns.some((pattern) => pattern.test(segment)));
}

export function missingPaths(root, doc) {
  // Of the hidden folders only .github and .ci are the repository's; the others are what tools write.
  const topLevel = new Set(readdirSync(root).filter((name) => name !== 'node_modules' && (!name.startsWith('.') || name === '.github' || name === '.ci')));
  const named = repositoryPaths(readFileSync(path.join(root, doc), 'utf8'), topLevel).filter((text) => !isGenerated(root, text));
  return [...new Set(named.filter((text) => !existsSync(path.join(root, text))).map((text) => `${doc}: \`${text}\``))];
}
