/**
 * The host's earlier deploys, carried into each new one. Firebase Hosting replaces all of a site's files
 * on each deploy, and a page opened before asks the host's site later for files of the build it loaded
 * (the federation runtime at a first need, a picture). So each deploy also uploads the content-named
 * files (sites.mjs) of every earlier deploy that was live within PAGE_LIFETIME_MS, read from the live
 * site, and its policy admits their pages' inline scripts and styles too (a page the shop's function
 * composed from the host's page it read a minute before the deploy still carries them). `deploys.json`
 * (never cached) records what each deploy held and when it went live: the next deploy learns from it
 * what to carry.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fetchFresh } from './fetchFresh.mjs';
import { PAGE_LIFETIME_MS } from './pageLifetime.mjs';
import { deployedFiles, isContentNamed } from '../sites/sites.mjs';

export const DEPLOYS_FILE = 'deploys.json';

const isHash = (value) => typeof value === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(value);

/** The live site's record of its deploys, newest first: none on a site deployed before there was one. */
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

/**
 * The earlier deploys a page may still be open on: each was live until the one after it went live (the
 * newest until now), and a page opened then may be open for PAGE_LIFETIME_MS more.
 * @param {{ time: string, files: string[] }[]} deploys  newest first
 */
export function stillOpen(deploys, now) {
  return deploys.filter((_deploy, index) => now - (index === 0 ? now : Date.parse(deploys[index - 1].time)) <= PAGE_LIFETIME_MS);
}

/**
 * What the live site's earlier deploys still open leave to the next one: their files and their pages'
 * inline hashes. Read before the next deploy is staged, as its policy admits those hashes.
 * @param {{ siteUrl: URL, now?: number, fetchFile?: typeof fetchFresh }} options
 * @returns {Promise<{ deploys: { time: string, files: string[], inline?: object }[], inline: { inlineStyles: string[], inlineScripts: string[] } }>}
 */
export async function earlierDeploys({ siteUrl, now = Date.now(), fetchFile = fetchFresh }) {
  const deploys = stillOpen([{ time: new Date(now).toISOString(), files: [] }, ...(await liveDeploys(siteUrl, fetchFile))], now).slice(1);
  const all = (kind) => [...new Set(deploys.flatMap((deploy) => deploy.inline?.[kind] ?? []))];
  return { deploys, inline: { inlineStyles: all('inlineStyles'), inlineScripts: all('inlineScripts') } };
}

/**
 * Adds to the staged site in `dir` the files of the earlier deploys (earlierDeploys), and the record of
 * deploys with this one first. Refuses, naming the file, when one of them cannot be read: a deploy
 * without it would break the pages that want it.
 * @param {{ dir: string, siteUrl: URL, earlier: { deploys: object[] }, inline: { inlineStyles: string[], inlineScripts: string[] }, now?: number, fetchFile?: typeof fetchFresh }} options
 *        dir: the host's staged public folder; siteUrl: the live site; inline: the hashes of its build's
 *        inline styles and scripts (its lists of them are not uploaded: tools/sites/inlineHashes.mjs)
 * @returns {Promise<{ carried: number, deploys: number }>} how many files were carried, from how many deploys
 */
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
