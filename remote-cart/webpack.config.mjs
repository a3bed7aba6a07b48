import { fileURLToPath } from 'node:url';
import { remotePreset } from '../tools/webpack/remotePreset.mjs';

export default remotePreset({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'cart',
  title: 'Cart team: CartPanel on its own',
  exposes: { './CartPanel': './src/CartPanel.tsx' },
});
