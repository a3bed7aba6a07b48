const OPENS_ATTRIBUTE = 'data-opens';

/**
 * Marks a served control that opens something, for a click before the page's code has come: the header's
 * Cart (its Login is not served: at build time nobody knows whether someone is signed in).
 */
export const opens = (opening: string) => ({ [OPENS_ATTRIBUTE]: opening });

/**
 * Keeps what the shopper asked to open by a click on a control marked with `opens` on the served page
 * before React listens to it: until then such a click reaches no handler and would be lost. In the capture
 * phase, on the document, from the page's first script on. The function returned stops keeping and hands
 * over what was asked, each once, in the order asked: called just before hydration starts, from when React
 * hears clicks itself (and replays one made while it hydrates).
 */
export function holdOpenings(doc: Document): () => string[] {
  const asked = new Set<string>();
  const heard = (event: Event) => {
    const opening = event.target instanceof Element ? event.target.closest(`[${OPENS_ATTRIBUTE}]`)?.getAttribute(OPENS_ATTRIBUTE) : undefined;
    if (opening) asked.add(opening);
  };
  doc.addEventListener('click', heard, { capture: true, passive: true });
  return () => {
    doc.removeEventListener('click', heard, { capture: true });
    return [...asked];
  };
}
