// A remote's release file, at its site's root and never cached: its team's release writes it; the host, the
// tools and the shop's function read it here. It imports zod alone, so that Node runs it as it is.
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
  check: optional(oneOf(['pending', 'passed', 'failed'])),
  reason: optional(string()),
  /** It is never known-good again. */
  rolledBack: optional(string()),
  /** A page opened meanwhile may still ask for its files. */
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

/** One build at the site's root, as the local stack and dev servers serve it. */
export const NO_RELEASE: ReleaseFile = { pins: [], builds: [] };

export const buildFolder = (id: number): string => `v/${id}/`;

export const liveFolder = (release: ReleaseFile): string => (release.live === undefined ? '' : buildFolder(release.live));
