import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/webpack/createConfig.mjs';

export default createConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shop',
  title: 'Shop team: Shop on its own',
  exposes: { './Shop': './src/Shop.tsx' },
});
