/**
 * The benchmark's targets and verdict, and the pure arithmetic around them: medians, ratios, pass or
 * miss, the exit status and the printed table. Kept apart from the measuring so that it can be unit-tested.
 *
 * Only a gated row can fail the run: figures that the build alone decides (bytes, CLS, requests, CPU time
 * against the single bundle measured in turns). Everything else, timings and Lighthouse scores included,
 * is reported beside its target: on a shared machine it moves with whatever else runs.
 */

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `at most` and `at least` targets; a figure that could not be measured (NaN) is a miss, not a pass. */
export const atMost = (limit) => ({ text: `≤ ${limit}`, met: (value) => Number.isFinite(value) && value <= limit });
export const atLeast = (limit) => ({ text: `≥ ${limit}`, met: (value) => Number.isFinite(value) && value >= limit });
/** A figure listed for information, with no target. */
export const listed = { text: '', met: () => true };

/**
 * @param {{ section: string, name: string, value: number, unit?: string, target?: { text: string, met: (v: number) => boolean }, digits?: number, gated?: boolean }} row
 *   gated: a miss fails the run (FAILED); otherwise it is only reported (missed)
 */
export function row({ section, name, value, unit = '', target = listed, digits = 0, gated = false }) {
  const shown = Number.isFinite(value) ? `${value.toFixed(digits)}${unit ? ` ${unit}` : ''}` : 'not measured';
  const met = target.met(value);
  const verdict = target === listed ? '' : met ? 'met' : gated ? 'FAILED' : 'missed';
  return { section, name, shown, target: target.text, verdict, gated, failed: gated && !met, kind: gated ? 'gated' : 'reported' };
}

/** The run's exit status: 1 when a gated figure missed its target, whatever the reported ones did. */
export function exitStatus(rows) {
  return rows.some((r) => r.failed) ? 1 : 0;
}

/** Rows as a Markdown table, so that the same text prints in a terminal and pastes into the README. */
export function formatTable(rows) {
  const header = ['Area', 'Measure', 'Figure', 'Target', '', 'Kind'];
  const lines = rows.map((r) => [r.section, r.name, r.shown, r.target, r.verdict, r.kind]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [format(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(format)].join('\n');
}

export function kilobytes(bytes) {
  return bytes / 1024;
}

export function ratio(numerator, denominator) {
  return denominator > 0 ? numerator / denominator : Number.NaN;
}
