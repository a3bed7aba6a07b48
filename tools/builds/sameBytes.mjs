import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

function filesUnder(dir, skip) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !skip.includes(file))
    .sort();
}

function firstDifferentLine(a, b) {
  const linesA = a.toString('utf8').split('\n');
  const linesB = b.toString('utf8').split('\n');
  const at = linesA.findIndex((line, i) => line !== linesB[i]);
  const line = at === -1 ? linesA.length : at;
  const show = (text = '(none)') => (text.length > 160 ? `${text.slice(0, 160)}…` : text);
  return `line ${line + 1}:\n  first:  ${show(linesA[line])}\n  second: ${show(linesB[line])}`;
}

export function firstDifference(first, second, { skip = [] } = {}) {
  const filesA = filesUnder(first, skip);
  const filesB = filesUnder(second, skip);
  const onlyA = filesA.filter((file) => !filesB.includes(file));
  const onlyB = filesB.filter((file) => !filesA.includes(file));
  if (onlyA.length > 0 || onlyB.length > 0) {
    return `the builds hold different files: only in the first ${JSON.stringify(onlyA)}, only in the second ${JSON.stringify(onlyB)}`;
  }
  for (const file of filesA) {
    const a = readFileSync(path.join(first, file));
    const b = readFileSync(path.join(second, file));
    if (!a.equals(b)) return `${file} differs, ${firstDifferentLine(a, b)}`;
  }
  return undefined;
}
