// Run by each app's `npm run build` after webpack, in the app's folder.
import path from 'node:path';
import { appInFolder } from '../apps.mjs';
import { recordBuild } from './builtFrom.mjs';

recordBuild(appInFolder(path.basename(process.cwd())).folder);
