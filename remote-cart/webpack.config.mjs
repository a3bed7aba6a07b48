import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/webpack/createConfig.mjs';

export default createConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'cart',
  title: 'Cart team: CartPanel on its own',
  exposes: { './CartPanel': './src/CartPanel.tsx' },
});
