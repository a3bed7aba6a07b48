import { buildFolder, RELEASE_FILE, ReleaseFileSchema, type ReleaseFile } from '@storefront/shared';
import { create } from 'zustand';
import type { RemoteName } from './remoteContract';

export type { ReleaseFile };

/** Past every cache: a release or a rollback changes it at once. */
export async function readReleaseFile(site: string): Promise<ReleaseFile> {
  const url = new URL(RELEASE_FILE, site);
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return ReleaseFileSchema.parse(await response.json());
}

export function keptManifest(site: string, id: number): string {
  return new URL(`${buildFolder(id)}mf-manifest.json`, site).href;
}

export interface RemoteBuild {
  /** known-good: the one its release file names for when live fails; candidate: one a release check points at. */
  build: 'live' | 'known-good' | 'candidate';
  id?: number;
  manifest: string;
}

interface RemoteVersions {
  running: Partial<Record<RemoteName, RemoteBuild>>;
  record(remote: RemoteName, build: RemoteBuild): void;
}

/** For the web-vitals beacon: a page on a known-good build is measured as such. */
export const useRemoteVersions = create<RemoteVersions>((set) => ({
  running: {},
  record: (remote, build) => set(({ running }) => ({ running: { ...running, [remote]: build } })),
}));
