import { afterLargestPaint } from './scheduling/afterLargestPaint';
import { preloadRemotes } from './federation/preloadRemotes';
import { holdSubmitsUntilHydrated } from './sections/heldSubmits';
import { loadLowerSectionsOnIntent } from './sections/lowerSectionCode';
// From public/ because the static pages link the same file; here it joins the page's one stylesheet.
import '../public/base.css';

// The sections below the shop are served as markup too, and can be typed into before any code works
// them: from here on, reaching into one fetches its code, and sending one of its forms waits for it.
loadLowerSectionsOnIntent(document);
holdSubmitsUntilHydrated(document);

// The page arrives as complete HTML (rendered at build time), so it can paint before any script runs.
// React and the app are fetched and started only once it has been shown, instead of holding it back
// while they download, evaluate and hydrate (85 KB gzip, most of it React). The remotes' manifests and
// entries start in the same moment, beside that code, for the same reason.
afterLargestPaint()
  .then(() => {
    const app = import(/* webpackChunkName: "app" */ './startApp');
    void preloadRemotes(document);
    return app;
  })
  .then(({ startApp }) => startApp())
  .catch((error: unknown) => {
    // Without its code the page still reads and links as served: the splash, which only the app
    // removes, must not cover it.
    console.error('[host] the page could not start; it stays as served', error);
    document.getElementById('splash')?.remove();
  });
