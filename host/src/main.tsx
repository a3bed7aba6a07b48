import { afterFirstPaint } from './paint/afterFirstPaint';
import './global.css';

// The page arrives as complete HTML (rendered at build time), so it can paint before any script runs.
// React and the app are fetched and started only after that first paint, instead of holding it back
// while they download, evaluate and hydrate (85 KB gzip, most of it React).
void afterFirstPaint().then(() => import(/* webpackChunkName: "app" */ './startApp'));
