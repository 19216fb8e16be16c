import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is narrower than `below` pixels, measured on the element itself (not the
 * window), so a list in a side column or beside an open side bar switches like one on a phone.
 * `undefined` until measured: the first measure runs before the browser paints, so whatever is
 * rendered before it is never seen. A width of 0 (not laid out, hidden) counts as wide.
 * Only a crossing of the threshold renders again, not every pixel of a resize.
 */
export function useNarrow(
  ref: RefObject<HTMLElement | null>,
  below: number,
  enabled: boolean,
): boolean | undefined {
  const [narrow, setNarrow] = useState<boolean | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const measure = (width: number) => setNarrow(width > 0 && width < below);
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
