// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { afterNextPaint } from './afterNextPaint';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

describe('afterNextPaint', () => {
  it('runs after the frame, not among its callbacks, and can be cancelled', async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('after the paint'));
    const cancel = afterNextPaint(() => order.push('cancelled'));
    requestAnimationFrame(() => order.push('in the frame'));
    cancel();
    await nextFrame();
    expect(order).toEqual(['in the frame']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['in the frame', 'after the paint']);
  });
});
