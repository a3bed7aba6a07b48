import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's stylesheet must be a part of its load: a remote whose CSS did not arrive would render
 * unstyled (the shop's grid collapsed, the cart inline over the page). Its own container (webpack's CSS
 * chunk loading) waits for the stylesheet and fails the load when it fails, which leads to the slot's
 * fallback with Retry; but it takes any `<link rel="stylesheet">` already in the page for its address as
 * loaded. The runtime adds just such a link, early, from the remote's manifest, and keeps it even when
 * it failed. Here that early link only preloads: the fetch still starts early, and the stylesheet is
 * applied, or its failure reported, by the container.
 */
export default function stylesheetPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-stylesheets',
    createLink({ url, attrs }) {
      if (attrs?.rel !== 'stylesheet') return undefined;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = url;
      return link;
    },
  };
}
