import { readFileSync } from 'node:fs';
import template from 'lodash/template';

/** Renders one of the host's HTML templates as html-webpack-plugin does at build time (for tests). */
export function renderTemplate(file: string, parameters: object): string {
  return template(readFileSync(file, 'utf8'))(parameters);
}
