import { APPS, HOST_REMOTES } from './tools/apps.mjs';

/**
 * One Jest run over every package. Type-checking is `npm run typecheck`'s job, so ts-jest only
 * transpiles here, which keeps the suite fast on two cores.
 */
const transform = {
  '^.+\\.tsx?$': [
    'ts-jest',
    {
      tsconfig: {
        isolatedModules: true,
        jsx: 'react-jsx',
        module: 'commonjs',
        moduleResolution: 'bundler',
        esModuleInterop: true,
        target: 'ES2022',
        verbatimModuleSyntax: false,
      },
    },
  ],
};

/** The contracts package and every app in the app list. */
const packages = ['shared', ...APPS.map(({ folder }) => folder)];

export default {
  projects: packages.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform,
    moduleNameMapper: {
      '\\.css$': 'identity-obj-proxy',
      '\\.(svg|png|jpg|webp|mp4|webm)(\\?inline)?$': '<rootDir>/../tools/jest/fileStub.cjs',
    },
    setupFilesAfterEnv: ['<rootDir>/../tools/jest/setup.ts'],
    // What the host's build defines (tools/webpack/hostPreset.mjs).
    globals: { __STOREFRONT_REMOTES__: HOST_REMOTES },
  })),
};
