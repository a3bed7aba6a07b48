/**
 * The storefront's type: one font stack, four sizes and two weights, across every team's CSS.
 *
 * Each font the page names and each size and weight it sets text in costs the browser a font lookup the
 * first time, a blocking call from the page to the browser process, made inside a layout. The first
 * screen once set text in 23 size and weight combinations and made 11 family lookups; with these rules,
 * 7 and 2. That made its layouts shorter (docs/performance-log.md, "One type for the whole storefront").
 * `system-ui` is every supported browser's own interface font; the names that used to follow it are
 * looked up, and failed, on machines that lack them.
 * Headings may grow with the viewport, from the largest size up (`clamp(1.75rem, …)`), so that a phone
 * sets them at one size.
 */
import brandTokens from './tools/lint/brandTokens.mjs';
import compositorOnlyKeyframes from './tools/lint/compositorOnlyKeyframes.mjs';

export default {
  plugins: [compositorOnlyKeyframes, brandTokens],
  ignoreFiles: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'],
  rules: {
    'storefront/compositor-only-keyframes': true,
    'storefront/brand-tokens': true,
    // CSS takes a property's name in any case, and the rule compares names exactly: so each name is a pattern that ignores case.
    'declaration-property-value-allowed-list': [
      {
        '/^font-family$/i': ['system-ui, sans-serif'],
        '/^font-size$/i': ['0.875rem', '1rem', '1.25rem', '1.75rem', '/^clamp\\(1\\.75rem, /'],
        '/^font-weight$/i': ['400', '700'],
        '/^font$/i': ['inherit'],
      },
      { message: (property, value) => `${property}: ${value} is outside the storefront's type (stylelint.config.mjs)` },
    ],
  },
};
