import { whenIdle } from './whenIdle';

/**
 * Resolves once the page has loaded and then the browser is idle (or `timeoutMs` after the load if it
 * never is): for what can wait until start-up's fetching and evaluating are over.
 */
export function whenIdleAfterLoad(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => void whenIdle(timeoutMs).then(resolve);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
