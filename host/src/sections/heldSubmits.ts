import { inLowerSection, loadLowerSections } from './lowerSectionCode';

/**
 * A lower section's form is served as markup and works only once its code has come and React has
 * hydrated it. React 19 does not replay a submit on a Suspense boundary still waiting for its code (it
 * replays only `action` functions, through an inline script this page's policy forbids), and the
 * browser would then send the form itself: a reload with the typed text in the address, and the text
 * gone. So a submit before hydration is stopped here and kept, and the form sends it once hydrated
 * (useHeldSubmit.ts). No React here: it must listen from the page's first script.
 */
const hydratedForms = new WeakSet<HTMLFormElement>();
const heldSubmits = new WeakMap<HTMLFormElement, HTMLElement | null>();

export function holdSubmitsUntilHydrated(page: Document): void {
  // Capture on the document runs before React's own listeners on the root.
  page.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || hydratedForms.has(form) || !inLowerSection(form)) return;
      event.preventDefault();
      heldSubmits.set(form, (event as SubmitEvent).submitter);
      loadLowerSections();
    },
    true,
  );
}

/**
 * The form now works. Returns the submit made before it did, if any, as the button that made it
 * (null for Enter in a field), once only.
 */
export function formHydrated(form: HTMLFormElement): { submitter: HTMLElement | null } | undefined {
  hydratedForms.add(form);
  if (!heldSubmits.has(form)) return undefined;
  const submitter = heldSubmits.get(form) ?? null;
  heldSubmits.delete(form);
  return { submitter };
}
