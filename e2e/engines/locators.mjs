/**
 * How the journey finds things in every engine: by role and accessible name, label, test id, as the
 * Playwright specs do, with the queries of Testing Library's DOM package run in the page itself, so that
 * Firefox and WebKit find them by the same rules. A locator is a list of steps, each one searched for
 * within what the step before found (or keeping only those of it that contain a match).
 */

/** A name or text to match: a string whole, as Testing Library does, or a pattern. */
const matcher = (value) => (value instanceof RegExp ? { pattern: value.source, flags: value.flags } : value);

/** An element of a role, by its accessible name when one is given. */
export const role = (name, accessibleName) => [{ role: name, name: matcher(accessibleName) }];
/** An element by its `data-testid`. */
export const testId = (id) => [{ testId: id }];
/** A form control by its label. */
export const label = (text) => [{ label: text }];
/** An element by a CSS selector: for the ids of the host's own landmarks (`#splash`). */
export const css = (selector) => [{ css: selector }];
/** What `inner` finds inside what `outer` finds. */
export const within = (outer, inner) => [...outer, ...inner];
/** Those of `locator` that contain what `inner` finds. */
export const having = (locator, inner) => [...locator, { has: inner }];
/** Those of `locator` whose text matches. */
export const withText = (locator, text) => [...locator, { text: matcher(text) }];

/**
 * Run in the page (sent as source, so it must use nothing from this module): every element the steps
 * find, in document order, with Testing Library's DOM queries, which the driver puts on the page first.
 */
export function findInPage(steps) {
  const { queryAllByRole, queryAllByTestId, queryAllByLabelText } = window.TestingLibraryDom;
  const toMatcher = (value) => (value && typeof value === 'object' ? new RegExp(value.pattern, value.flags) : value);
  const search = (roots, list) =>
    list.reduce((found, step) => {
      if (step.has) return found.filter((element) => search([element], step.has).length > 0);
      if (step.text) {
        const text = toMatcher(step.text);
        return found.filter((element) => (text instanceof RegExp ? text.test(element.textContent) : element.textContent.includes(text)));
      }
      return found.flatMap((root) => {
        if (step.role) return queryAllByRole(root, step.role, step.name === undefined ? {} : { name: toMatcher(step.name) });
        if (step.testId) return queryAllByTestId(root, step.testId);
        if (step.label) return queryAllByLabelText(root, step.label);
        return [...root.querySelectorAll(step.css)];
      });
    }, roots);
  return [...new Set(search([document.body], steps))];
}

/**
 * Run in the page: whether an element stays where it is over two frames, as Playwright waits for before a
 * click; one still sliding in (the cart's panel) would take the click somewhere else.
 */
export async function settledInPage(element) {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const before = element.getBoundingClientRect();
  await frame();
  await frame();
  const after = element.getBoundingClientRect();
  return before.x === after.x && before.y === after.y && before.width === after.width && before.height === after.height;
}
