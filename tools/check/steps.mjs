import { gateOptions } from './gate.mjs';

/**
 * The steps of one team's check, in the order that fails fastest: its typecheck, its lint, its unit tests,
 * the unit tests of its Cloud Function if it has one (<folder>/functions/), the host's the Firestore rules'
 * tests (its pipeline deploys the rules), its own production build, a build of any other app that has none yet (once; one already there is
 * reused, never rebuilt), then the end-to-end tests of its gate (gate.mjs), against all four builds.
 *
 * @param {{ name: string, folder: string }} app  the team's app (tools/apps.json)
 * @param {{ name: string, folder: string }[]} apps  every app
 * @param {(folder: string) => boolean} hasBuild  whether an app's dist/ holds a build
 * @param {(folder: string) => boolean} hasFunction  whether an app has a Cloud Function of its own (<folder>/functions/)
 * @param {number} gateCount  how many end-to-end tests its gate holds
 */
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
