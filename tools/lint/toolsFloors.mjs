// An entry of tools/ imports only what stands on a floor below its own, so no two import each other.
import { readdirSync } from 'node:fs';

export const FLOORS_DOC = 'docs/architecture.md, "tools/ and its floors"';

/** From the ground up; a folder by its name, a file with its ending. */
export const TOOLS_FLOORS = [
  { says: "the app list, the brand tokens and the project's Node, which every tool reads", holds: ['apps.mjs', 'apps.json', 'brandTokens.mjs', 'projectNode.mjs', 'types'] },
  { says: "what tools/ agrees on with the page: its `/env.js`, the release file, the shop's addresses, the service worker's address", holds: ['contracts'] },
  { says: "the Hosting sites, one per app: the rules they share, each one's security policy and headers, the shop's rewrite", holds: ['sites'] },
  { says: 'the builds: their webpack presets, and what each was made from', holds: ['webpack', 'builds'] },
  { says: "what serves and stages the sites, their earlier builds, and Firestore's stand-in", holds: ['hosting', 'firestore-standin'] },
  { says: "the local stack, and the shop's function's deploy", holds: ['stack', 'functions'] },
  { says: "a team's release", holds: ['release'] },
  { says: "a team's check, and the checks of the workflows", holds: ['check'] },
  {
    says: "what is run and never imported inside tools/: the commands, `npm run new-team`, the lint's rules, the docs' checks, jest's setup, the rules' tests",
    holds: ['check.mjs', 'deployFunction.mjs', 'deployRules.mjs', 'dev.mjs', 'emulateHosting.mjs', 'release.mjs', 'start.mjs', 'newTeam', 'lint', 'docs', 'jest', 'rules'],
  },
];

export function unplaced(toolsDir, floors = TOOLS_FLOORS) {
  return readdirSync(toolsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || (/\.(mjs|js|ts)$/.test(entry.name) && !entry.name.includes('.test.')))
    .map((entry) => entry.name)
    .filter((name) => !floors.some(({ holds }) => holds.includes(name)));
}

export function floorZones(floors = TOOLS_FLOORS) {
  return floors.flatMap(({ says, holds }, floor) => {
    const sameOrAbove = floors.slice(floor).flatMap((each) => each.holds);
    return holds.map((name) => ({
      target: `tools/${name}`,
      from: sameOrAbove.filter((other) => other !== name).map((other) => `tools/${other}`),
      message: `tools/${name} stands on floor ${floor + 1} (${says}): it imports only floors below it. Move what both need down to the floor it belongs to (${FLOORS_DOC}).`,
    }));
  });
}
