const OPENS_ATTRIBUTE = 'data-opens';

/** Only the header's Cart: its Login is not served, as at build time nobody knows who is signed in. */
export const opens = (opening: string) => ({ [OPENS_ATTRIBUTE]: opening });

// Before React listens, a click on the served page reaches no handler and would be lost. Stopped just
// before hydration starts, from when React hears clicks itself (and replays one made while it hydrates).
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
