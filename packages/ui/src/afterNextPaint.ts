/**
 * Runs `callback` once the browser has painted what is on the page now, and returns how to cancel
 * it. A `requestAnimationFrame` alone runs just before that paint, inside the frame a press or a
 * key is waiting for: what it does (moving focus, which draws focus styles and runs focus handlers)
 * would hold the press's answer back. The task queued from the frame runs after the paint.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
