import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../ports.mjs';
import { createStaticApp } from '../serve/staticApp.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const APPS = [
  { name: 'host', folder: 'host', port: PORTS.host },
  { name: 'shop', folder: 'remote-shop', port: PORTS.shop },
  { name: 'cart', folder: 'remote-cart', port: PORTS.cart },
  { name: 'auth', folder: 'remote-auth', port: PORTS.auth },
];

/** Serves each app's dist/ on its own port (one origin per app, as in production). */
export async function serveApps({ log = console.log } = {}) {
  const servers = [];
  for (const app of APPS) {
    const dir = path.join(root, app.folder);
    if (!existsSync(path.join(dir, 'dist', 'index.html'))) {
      throw new Error(`${app.folder}/dist is missing: run \`npm run build\` first (or \`npm start\` without --no-build).`);
    }
    const server = createStaticApp({ dir }).listen(app.port, '127.0.0.1');
    await new Promise((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    log(`${app.folder.padEnd(12)} http://localhost:${app.port}`);
    servers.push(server);
  }
  return () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
}
