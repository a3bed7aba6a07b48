/** Run by each app's `npm run build` after webpack, in the app's folder: records what its new dist/ was built from. */
import path from 'node:path';
import { appInFolder } from '../apps.mjs';
import { recordBuild } from './builtFrom.mjs';

recordBuild(appInFolder(path.basename(process.cwd())).folder);
