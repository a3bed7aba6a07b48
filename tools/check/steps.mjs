import { gateOptions } from './gate.mjs';

/** In the order that fails fastest; another app's build is made only where it has none, never rebuilt. */
export function checkSteps(app, apps, hasBuild, hasFunction, gateCount) {
  const others = apps.filter((other) => other.folder !== app.folder);
  return [
    { name: 'typecheck', bin: 'tsc', args: ['--noEmit', '-p', app.folder] },
    { name: 'typecheck of the e2e specs', bin: 'tsc', args: ['--noEmit', '-p', 'e2e'] },
    { name: 'lint', bin: 'eslint', args: [app.folder, `e2e/tests/${app.name}`] },
    { name: 'lint of the CSS', bin: 'stylelint', args: ['--allow-empty-input', `${app.folder}/**/*.css`] },
    { name: 'unit tests', bin: 'jest', args: ['--selectProjects', app.folder] },
    ...(hasFunction(app.folder) ? [{ name: 'unit tests of its Cloud Function', node: ['--test', `${app.folder}/functions/*.test.mjs`] }] : []),
    ...(app.exposes ? [] : [{ name: 'tests of the Firestore rules', npm: ['run', 'test:rules'] }]),
    { name: `build of ${app.folder}`, npm: ['run', 'build', '-w', app.folder] },
    ...others
      .filter((other) => !hasBuild(other.folder))
      .map((other) => ({ name: `build of ${other.folder} (it had none)`, npm: ['run', 'build', '-w', other.folder] })),
    ...(gateCount > 0
      ? [
          {
            name: `e2e: the ${gateCount} tests of e2e/tests/${app.name}/ and those tagged @${app.name}`,
            bin: 'playwright',
            // The first failing test is the verdict, as the first failing step is: a team waits for no more.
            args: ['test', ...gateOptions(app), '--max-failures=1'],
            cwd: 'e2e',
          },
        ]
      : []),
  ];
}
