import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/webpack/createConfig.mjs';

export default createConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'auth',
  title: 'Auth team: AuthModals on its own',
  exposes: { './AuthModals': './src/AuthModals.tsx' },
});
