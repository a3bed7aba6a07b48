// The Playwright reporter of a release's journeys: each one that did not pass, its step and first error line, as JSON.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The innermost failed `test.step`, or undefined when the journey failed outside one. */
export function failedStep(steps) {
  for (const step of steps) {
    if (step.category !== 'test.step' || !step.error) continue;
    return failedStep(step.steps) ?? step.title;
  }
  return undefined;
}

export const firstLine = (message = '') => stripVTControlCharacters(message).trim().split('\n')[0];

export default class JourneyReporter {
  constructor({ outputFile }) {
    this.outputFile = outputFile;
    this.failures = [];
  }

  onTestEnd(test, result) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    this.failures.push({
      spec: path.relative(ROOT, test.location.file).split(path.sep).join('/'),
      journey: test.title,
      step: failedStep(result.steps),
      error: firstLine(result.error?.message ?? `${result.status}`),
    });
  }

  onEnd() {
    if (this.outputFile) writeFileSync(this.outputFile, `${JSON.stringify(this.failures, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }
}
