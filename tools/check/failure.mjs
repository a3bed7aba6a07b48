// A failed e2e step in a few lines, from Playwright's JSON report: errors no test owned, then the first failing test.
import { stripVTControlCharacters } from 'node:util';

const firstLine = (text = '') => stripVTControlCharacters(text).trim().split('\n')[0];

function firstFailing(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const each of spec.tests ?? []) {
        const result = each.results?.find((run) => run.status === 'failed' || run.status === 'timedOut');
        if (result) return { spec, result };
      }
    }
    const inner = firstFailing(suite.suites);
    if (inner) return inner;
  }
  return undefined;
}

export function failureSummary(report) {
  const lines = (report.errors ?? []).map((error) => `not part of any test: ${firstLine(error.message)}${error.location ? ` (e2e/tests/${error.location.file.split('/tests/').at(-1)}:${error.location.line})` : ''}`);
  const failing = firstFailing(report.suites);
  if (failing) {
    const { spec, result } = failing;
    const why = result.status === 'timedOut' ? `timed out after ${Math.round(result.duration / 1000)} s` : firstLine(result.error?.message ?? result.errors?.[0]?.message);
    lines.push(`first failing test: e2e/tests/${spec.file}:${spec.line} › ${spec.title}: ${why}`, `  again alone: (cd e2e && npx playwright test ${spec.file}:${spec.line})`);
  }
  return lines;
}
