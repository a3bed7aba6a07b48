/**
 * A remote's release file, `release.json` at the root of its site, never cached: of the builds the site
 * keeps, each in its own folder (`v/<n>/`), the live one (also served at the site's root), the known-good
 * one (the last live build that passed its check, which a page falls back to), the pinned ones, and each
 * build's source, files, check and when it was live. Its team's release writes it (tools/release/); the
 * host, the tools and the shop's function read it here. It imports zod alone: Node runs it as it is.
 */
import { array, enum as oneOf, int, nullable, object, optional, positive, refine, string, type infer as Infer } from 'zod/mini';

export const RELEASE_FILE = 'release.json';

const BuildId = int().check(positive());
const Time = string().check(refine((text) => !Number.isNaN(Date.parse(text)), 'a time'));
const SiteFile = string().check(refine((file) => file !== '' && !file.startsWith('/') && !file.split('/').includes('..'), 'a file of the site'));

export const KeptBuildSchema = object({
  id: BuildId,
  source: optional(object({ commit: nullable(string()), changed: array(string()), digest: optional(string()) })),
  time: optional(string()),
  files: array(SiteFile),
  /** pending while its release checks it; failed with a reason; passed. */
  check: optional(oneOf(['pending', 'passed', 'failed'])),
  reason: optional(string()),
  /** When a rollback took shoppers off it: it is never known-good again. */
  rolledBack: optional(string()),
  /** When it last became live, and when shoppers stopped getting it: a page opened meanwhile may still ask for its files. */
  liveFrom: optional(Time),
  liveUntil: optional(Time),
});

export const ReleaseFileSchema = object({
  live: optional(BuildId),
  knownGood: optional(BuildId),
  pins: array(BuildId),
  builds: array(KeptBuildSchema),
}).check(
  refine(({ live, knownGood, pins, builds }) => [live, knownGood, ...pins].every((id) => id === undefined || builds.some((build) => build.id === id)), 'every build it names is kept'),
);

export type KeptBuild = Infer<typeof KeptBuildSchema>;
export type ReleaseFile = Infer<typeof ReleaseFileSchema>;

/** A site with no release file: one build at its root, as the local stack and dev servers serve it. */
export const NO_RELEASE: ReleaseFile = { pins: [], builds: [] };

/** The folder a kept build's files are in, from the site's root. */
export const buildFolder = (id: number): string => `v/${id}/`;

/** The folder the live build runs from: its own, or the root where the site has no release file. */
export const liveFolder = (release: ReleaseFile): string => (release.live === undefined ? '' : buildFolder(release.live));
