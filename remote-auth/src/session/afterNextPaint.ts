/**
 * Runs `work` once the browser has painted the next frame: a frame callback runs just before that paint,
 * and a task queued from it runs after. For the work a click sets off that the shopper need not watch
 * happen: done in the click's own task (or its promises), it would hold the frame that shows the answer.
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
