import { fileURLToPath } from 'node:url';
import { remotePreset } from '../tools/webpack/remotePreset.mjs';

// Its federation name, exposed component and port are its entry in tools/apps.json.
export default remotePreset(fileURLToPath(new URL('.', import.meta.url)));
