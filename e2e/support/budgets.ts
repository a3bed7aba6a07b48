import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(__dirname, '..', '..');

/** A team's size budget, in its own folder so that the team owns it: `<app>/budget.json`. */
export function budgetOf<Key extends string>(app: string): { file: string; kb: Record<Key, number> } {
  const file = path.join(app, 'budget.json');
  return { file, kb: JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).gzipKb };
}

export const distOf = (app: string) => path.join(ROOT, app, 'dist');

export const gzipKb = (body: Buffer | string) => gzipSync(body).length / 1024;

/** What a remote adds to the page: its `remoteEntry.js` and its exposed modules' own files, JS and CSS. */
export function remoteFiles(app: string): string[] {
  const dist = path.join(ROOT, app, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string } };
    exposes: { assets: Record<'js' | 'css', Record<'sync' | 'async', string[]>> }[];
  };
  const exposed = manifest.exposes.flatMap(({ assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async]);
  return [manifest.metaData.remoteEntry.name, ...new Set(exposed)].map((file) => path.join(dist, file));
}

/** "23.4 KB gzip, over its budget of 20 KB (remote-shop/budget.json)", or what was within it. */
export function verdict(what: string, figureKb: number, budgetKb: number, file: string): string {
  return `${what}: ${figureKb.toFixed(1)} KB gzip, ${figureKb <= budgetKb ? 'within' : 'over'} its budget of ${budgetKb} KB (${file})`;
}
