/**
 * The teams' exposed components as the single-bundle control imports them, from the app list
 * (tools/apps.json): the stand-in (./localRemotes.ts) takes them from a module written here at build time
 * (`virtual:exposed-imports`), so a team the list gains is in the control with nothing written for it.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from '../../tools/apps.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Each remote's federated id ('shop/Shop'), its team and its exposed file. */
export function exposedComponents(remotes = REMOTES) {
  return remotes.map(({ name, folder, exposes }) => {
    const [[module, file]] = Object.entries(exposes);
    return { id: `${name}/${module.replace('./', '')}`, team: name, file: path.join(ROOT, folder, file) };
  });
}

/** The module the stand-in imports: each remote's component a dynamic import of its own id, so a lazy chunk of its own. */
export function exposedImportsSource(exposed) {
  const imports = exposed.map(({ id, team }) => `  ${JSON.stringify(team)}: () => import(/* webpackChunkName: ${JSON.stringify(team)} */ ${JSON.stringify(id)}),`);
  return `export default {\n${imports.join('\n')}\n};\n`;
}
