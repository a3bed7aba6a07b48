import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The container fails a load whose CSS failed, but takes a stylesheet link already in the page as loaded,
// and the runtime adds one early and keeps it even when it failed: here it only preloads.
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
