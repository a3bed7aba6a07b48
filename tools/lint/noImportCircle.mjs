/**
 * An ESLint rule: no file's imports lead back to it, counting every kind of import: `import type`, and
 * `import()`. eslint-plugin-import-x's no-cycle passes over a circle made of a type-only import (it does
 * not run) and cannot be told otherwise; the host once had one (the start-up's scheduler fetched the app's
 * chunk with `import()`, and the chunk took the scheduler's types back), which the code's structure and
 * its picture have as a circle all the same: neither file can be read or moved without the other.
 * Relative imports only: apps meet through packages, which a circle cannot run through.
 * Not dependency-cruiser: it finds these circles too (type-only ones with its tsPreCompilationDeps), but as a
 * second tool with its own configuration, run and dependency, where this rule reports at the import, with
 * the route, in the lint every team already runs. tools/, plain JavaScript with no type-only import, has
 * import-x's no-cycle (eslint.config.mjs).
 *
 * With `{ folders: true }`, nor do the folders of an app's src/ import each other in a circle (a file at the top of src/ is a
 * folder of its own): each is a room that stands above what it uses, so that the app's plan reads from its
 * entry down. A header that read the trade pages' list from trade/ while trade/ drew the header was one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ruleName = 'no-import-circle';

const SOURCE = /\.tsx?$/;
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative import names, where it is TypeScript source and not a test. */
function resolve(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  const file = ENDINGS.map((ending) => base + ending).find((candidate) => SOURCE.test(candidate) && existsSync(candidate) && statSync(candidate).isFile());
  return file && !/\.test\.tsx?$/.test(file) ? file : undefined;
}

/** Each file's imports as read at its last change: one lint run reads each file once. */
const known = new Map();

function importsOf(file) {
  const { mtimeMs } = statSync(file);
  const kept = known.get(file);
  if (kept?.mtimeMs === mtimeMs) return kept.files;
  // TypeScript's own pre-parse lists every import, type-only and dynamic ones included.
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const files = importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? []);
  known.set(file, { mtimeMs, files });
  return files;
}

/** The files from `start` on whose imports lead back to `file`, shortest first; undefined if none does. */
function routeBack(file, start) {
  const seen = new Set([start]);
  const routes = [[start]];
  while (routes.length > 0) {
    const route = routes.shift();
    for (const next of importsOf(route.at(-1))) {
      if (next === file) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      routes.push([...route, next]);
    }
  }
  return undefined;
}

/** The app's src/ folder a file is in, and the room (first folder, or the file at the top) it belongs to. */
function roomOf(file) {
  const parts = file.split(path.sep);
  const src = parts.lastIndexOf('src');
  if (src < 0 || src === parts.length - 1) return undefined;
  return { src: parts.slice(0, src + 1).join(path.sep), room: parts[src + 1] };
}

/** Every source file of a room, tests left out. */
function filesOf(src, room) {
  const top = path.join(src, room);
  if (!statSync(top).isDirectory()) return [top];
  return readdirSync(top, { recursive: true })
    .map((name) => path.join(top, name))
    .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file));
}

/** The rooms of `src` that `room`'s files import, each with one file that does and the file imported. */
function roomImports(src, room) {
  const found = new Map();
  for (const file of filesOf(src, room)) {
    for (const target of importsOf(file)) {
      const other = roomOf(target);
      if (other?.src === src && other.room !== room && !found.has(other.room)) found.set(other.room, { from: file, to: target });
    }
  }
  return found;
}

/** The rooms from `start` on whose imports lead back to `room`, shortest first; undefined if none does. */
function roomRouteBack(src, room, start) {
  const seen = new Set([start]);
  const routes = [[start]];
  while (routes.length > 0) {
    const route = routes.shift();
    for (const next of roomImports(src, route.at(-1)).keys()) {
      if (next === room) return route;
      if (seen.has(next)) continue;
      seen.add(next);
      routes.push([...route, next]);
    }
  }
  return undefined;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'No import, of any kind, leads back to the file that makes it.' },
    schema: [{ type: 'object', properties: { folders: { type: 'boolean' } }, additionalProperties: false }],
    messages: {
      circle: 'Imports in a circle: {{route}}. Move what both need into a layer, or hand it in from the one above (docs/architecture.md, "Inside an app").',
      rooms: 'Folders of src/ in a circle: {{route}} ({{back}}). Move what both need into a layer, or hand it in from the one above (docs/architecture.md, "Inside an app").',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    // Nothing imports a test, so no circle runs through one; and tests may reach across folders.
    if (/\.test\.tsx?$/.test(file)) return {};
    const folders = context.options[0]?.folders === true;
    const root = context.cwd;
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(file, source.value);
      if (!target) return;
      const route = routeBack(file, target);
      if (route) {
        const names = [file, ...route, file].map((each) => path.relative(root, each));
        context.report({ node, messageId: 'circle', data: { route: names.join(' → ') } });
        return;
      }
      if (!folders) return;
      const here = roomOf(file);
      const there = roomOf(target);
      if (!here || there?.src !== here.src || there.room === here.room) return;
      const rooms = roomRouteBack(here.src, here.room, there.room);
      if (!rooms) return;
      const back = roomImports(here.src, rooms.at(-1)).get(here.room);
      context.report({
        node,
        messageId: 'rooms',
        data: { route: [here.room, ...rooms, here.room].join(' → '), back: `${path.relative(root, back.from)} imports ${path.relative(root, back.to)}` },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { [ruleName]: rule } };
