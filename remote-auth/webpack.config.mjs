import { fileURLToPath } from 'node:url';
import { remotePreset } from '../tools/webpack/remotePreset.mjs';

export default remotePreset({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'auth',
  title: 'Auth team: AuthModals on its own',
  exposes: { './AuthModals': './src/AuthModals.tsx' },
});
