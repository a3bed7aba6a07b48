/**
 * The teams' tables (README.md's "Who owns what", docs/architecture.md's) against the app list
 * (tools/apps.json): each app's folder has its row. A team's row says what it owns, which only the team can write, so a missing one is named with the
 * row to fill in rather than written here.
 */
import { readFileSync } from 'node:fs';

/** The folders the table's rows start with: | `remote-cart/` | → remote-cart. */
export function tableFolders(readme) {
  return [...readme.matchAll(/^\| `([^`/]+)\/`/gm)].map(([, folder]) => folder);
}

/** The row README.md needs for each app it has none for. */
export function missingRows(readme, apps) {
  const folders = new Set(tableFolders(readme));
  return apps
    .filter(({ folder }) => !folders.has(folder))
    .map(({ folder, name, exposes }) => {
      const exposed = exposes ? `\`${name}/${Object.keys(exposes)[0].replace('./', '')}\`` : '';
      return `| \`${folder}/\` | ${name} | ${exposed} | <what the ${name} team owns> |`;
    });
}

/** The docs with a table of the teams. */
export const TEAM_TABLES = ['README.md', 'docs/architecture.md'];

export const readDoc = (root, doc) => readFileSync(new URL(doc, root), 'utf8');
