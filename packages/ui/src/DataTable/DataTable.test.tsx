import { describe, expect, it } from 'vitest';
import { pageItems } from './DataTable';

describe('pageItems', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageItems(0, 1)).toEqual([0]);
    expect(pageItems(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageItems(0, 0)).toEqual([]);
  });

  it('keeps seven entries near the start, the middle and the end', () => {
    expect(pageItems(0, 20)).toEqual([0, 1, 2, 3, 4, 'end', 19]);
    expect(pageItems(3, 20)).toEqual([0, 1, 2, 3, 4, 'end', 19]);
    expect(pageItems(4, 20)).toEqual([0, 'start', 3, 4, 5, 'end', 19]);
    expect(pageItems(15, 20)).toEqual([0, 'start', 14, 15, 16, 'end', 19]);
    expect(pageItems(16, 20)).toEqual([0, 'start', 15, 16, 17, 18, 19]);
    expect(pageItems(999, 1000)).toEqual([0, 'start', 995, 996, 997, 998, 999]);
  });

  it('always shows the current page, the first and the last', () => {
    for (let current = 0; current < 30; current++) {
      const items = pageItems(current, 30);
      expect(items).toHaveLength(7);
      expect(items).toContain(current);
      expect(items[0]).toBe(0);
      expect(items.at(-1)).toBe(29);
    }
  });
});
