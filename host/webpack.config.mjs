import { fileURLToPath } from 'node:url';
import { createConfig } from '../tools/webpack/createConfig.mjs';

export default createConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'host',
  title: 'Bulk cash & carry wholesale',
  runtimePlugins: ['./src/federation/fallbackPlugin.ts'],
});
