import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * What the element's width must be before it is measured: below `below` when the window's own
 * width is (the element can be no wider than the window), else wide. A phone's list is then
 * drawn as cards at once: the measure agrees and draws nothing again. Measuring first and
 * drawing after drew every row twice, the second time at once in the layout effect, where
 * React cannot split the work (on a phone with CPU 4× slower, one task of 600 ms when the
 * citas arrived). Where the guess is wrong (a wide window whose list sits in a narrow column),
 * the measure corrects it before the browser paints, as before. Without a window (a server), unknown.
 */
function guess(below: number): boolean | undefined {
  if (typeof window === 'undefined') return undefined;
  // A media query, which the browser answers without laying the page out: the window's and the
  // root's widths (innerWidth, clientWidth) lay it out first on a phone, in the middle of
  // React's render and commit.
  return typeof window.matchMedia === 'function'
    ? !window.matchMedia(`(min-width: ${below}px)`).matches
    : false;
}

/**
 * Whether the element is narrower than `below` pixels, measured on the element itself (not the
 * window), so a list in a side column or beside an open side bar switches like one on a phone.
 * Until measured, the guess above; where it may be wrong the first measure runs before the
 * browser paints, so a wrong guess is never seen. A width of 0 (not laid out, hidden) counts as wide.
 * Only a crossing of the threshold renders again, not every pixel of a resize.
 */
export function useNarrow(
  ref: RefObject<HTMLElement | null>,
  below: number,
  enabled: boolean,
): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean | undefined>(() =>
    enabled ? guess(below) : undefined,
  );
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = (width: number) => setNarrow(width > 0 && width < below);
    // In a window narrower than `below` the guess holds (a box not laid out keeps it until the
    // observer reports its width): measuring here would only force the browser to lay the page out
    // inside React's commit, one long task on a phone instead of two shorter ones. A wider
    // window may hold a narrow column, so there the box is measured now, before the paint.
    if (guess(below) !== true || typeof ResizeObserver === 'undefined')
      measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, below, enabled]);
  return enabled ? narrow : false;
}
