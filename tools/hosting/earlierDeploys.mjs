// Hosting replaces all of a site's files on each deploy, and a page opened before still asks for its build's
// files: each deploy carries the content-named files, and admits the inline hashes, of the deploys a page
// may still be open on (the shop's function may serve a page composed a minute before). deploys.json says which.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetchFresh } from './fetchFresh.mjs';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';
import { deployedFiles, isContentNamed } from '../sites/sites.mjs';

export const DEPLOYS_FILE = 'deploys.json';

const isHash = (value) => typeof value === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value);

async function liveDeploys(siteUrl, fetchFile) {
  const url = new URL(DEPLOYS_FILE, siteUrl);
  const response = await fetchFile(url);
  if (response.status === 404) return [];
  if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to deploy without knowing what the pages still open on the site may ask for`);
  let deploys;
  try {
    deploys = JSON.parse(await response.text());
  } catch {
    deploys = undefined;
  }
  const valid =
    Array.isArray(deploys) &&
    deploys.every(
      (deploy) =>
        !Number.isNaN(Date.parse(deploy?.time)) &&
        Array.isArray(deploy.files) &&
        deploy.files.every((file) => typeof file === 'string' && isContentNamed(file) && !file.split('/').includes('..')) &&
        [deploy.inline?.inlineStyles ?? [], deploy.inline?.inlineScripts ?? []].every((hashes) => Array.isArray(hashes) && hashes.every(isHash)),
    );
  if (!valid) throw new Error(`${url} is not a record of deploys this tool wrote; refusing to deploy over it`);
  return deploys;
}

/** `deploys` newest first: each was live until the next went live. */
export function stillOpen(deploys, now) {
  return deploys.filter((_deploy, index) => now - (index === 0 ? now : Date.parse(deploys[index - 1].time)) <= PAGE_LIFETIME_MS);
}

/** Read before the next deploy is staged, as its policy admits those pages' hashes. */
export async function earlierDeploys({ siteUrl, now = Date.now(), fetchFile = fetchFresh }) {
  const deploys = stillOpen([{ time: new Date(now).toISOString(), files: [] }, ...(await liveDeploys(siteUrl, fetchFile))], now).slice(1);
  const all = (kind) => [...new Set(deploys.flatMap((deploy) => deploy.inline?.[kind] ?? []))];
  return { deploys, inline: { inlineStyles: all('inlineStyles'), inlineScripts: all('inlineScripts') } };
}

/** `inline`: this build's own hashes, recorded here because its lists of them are not uploaded. */
export async function carryEarlierDeploys({ dir, siteUrl, earlier, inline, now = Date.now(), fetchFile = fetchFresh }) {
  const files = deployedFiles(dir).filter(isContentNamed);
  const wanted = [...new Set(earlier.deploys.flatMap((deploy) => deploy.files))].filter((file) => !existsSync(path.join(dir, file)));
  await Promise.all(
    wanted.map(async (file) => {
      const url = new URL(file, siteUrl);
      const response = await fetchFile(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}; refusing to deploy a site that would lose a file pages still open on it may ask for`);
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), Buffer.from(await response.arrayBuffer()));
    }),
  );
  const deploy = { time: new Date(now).toISOString(), files, inline };
  writeFileSync(path.join(dir, DEPLOYS_FILE), `${JSON.stringify([deploy, ...earlier.deploys], null, 2)}\n`);
  return { carried: wanted.length, deploys: earlier.deploys.length };
}
