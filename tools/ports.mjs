/** The ports of the local stack and CI (../shared/DESIGN.md). */
export const PORTS = {
  host: 3000,
  shop: 3001,
  cart: 3002,
  auth: 3003,
  authEmulator: 9099,
  firestore: 8080,
  emulatorHub: 4400,
  emulatorLogging: 4500,
};

export function portOf(name) {
  const port = PORTS[name];
  if (!port) throw new Error(`No port for "${name}"`);
  return port;
}
