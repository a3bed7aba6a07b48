/**
 * The steps of one team's check, in the order that fails fastest: its typecheck, its lint, its unit tests,
 * its own production build, a build of any other app that has none yet (once; one already there is
 * reused, never rebuilt), then its own end-to-end specs, e2e/tests/<app name>/, and those elsewhere that
 * drive its remote (drivenSpecs.mjs), against all four builds.
 *
 * @param {{ name: string, folder: string }} app  the team's app (tools/apps.json)
 * @param {{ name: string, folder: string }[]} apps  every app
 * @param {(folder: string) => boolean} hasBuild  whether an app's dist/ holds a build
 * @param {string[]} [driven]  the specs outside e2e/tests/<app name>/ that drive the app, from e2e/
 */
export function checkSteps(app, apps, hasBuild, driven = []) {
  const others = apps.filter((other) => other.folder !== app.folder);
  return [
    { name: 'typecheck', bin: 'tsc', args: ['--noEmit', '-p', app.folder] },
    { name: 'typecheck of the e2e specs', bin: 'tsc', args: ['--noEmit', '-p', 'e2e'] },
    { name: 'lint', bin: 'eslint', args: [app.folder, `e2e/tests/${app.name}`] },
    { name: 'lint of the CSS', bin: 'stylelint', args: ['--allow-empty-input', `${app.folder}/**/*.css`] },
    { name: 'unit tests', bin: 'jest', args: ['--selectProjects', app.folder] },
    { name: `build of ${app.folder}`, npm: ['run', 'build', '-w', app.folder] },
    ...others
      .filter((other) => !hasBuild(other.folder))
      .map((other) => ({ name: `build of ${other.folder} (it had none)`, npm: ['run', 'build', '-w', other.folder] })),
    {
      name: `e2e specs of e2e/tests/${app.name}/${driven.length ? ` and the ${driven.length} elsewhere that drive it` : ''}`,
      bin: 'playwright',
      args: ['test', `tests/${app.name}/`, ...driven],
      cwd: 'e2e',
    },
  ];
}
