import { fileURLToPath } from 'node:url';
import { remotePreset } from '../tools/webpack/remotePreset.mjs';

export default remotePreset({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shop',
  title: 'Shop team: Shop on its own',
  exposes: { './Shop': './src/Shop.tsx' },
});
