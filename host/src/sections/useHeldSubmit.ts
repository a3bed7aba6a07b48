import { useEffect, useRef } from 'react';
import { formHydrated } from './heldSubmits';

/**
 * For a lower section's form: once it has hydrated, a submit the shopper made before then (heldSubmits.ts)
 * is made again, through the form's own handler, with what they typed. Returns the form's ref.
 */
export function useHeldSubmit() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const held = formHydrated(form);
    if (held) form.requestSubmit(held.submitter);
  }, []);
  return formRef;
}
