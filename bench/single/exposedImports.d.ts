// The module ./webpack.config.mjs writes from the app list (./exposedImports.mjs): each remote's exposed
// component by its federation name.
declare module 'virtual:exposed-imports' {
  import type { ComponentType } from 'react';

  const IMPORTS: Readonly<Record<string, (() => Promise<{ default?: ComponentType }>) | undefined>>;
  export default IMPORTS;
}
