import { afterNextPaint } from './afterNextPaint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task of its own after the next frame, never before it', () => {
    const order: string[] = [];
    const work = jest.fn(() => order.push('work'));
    afterNextPaint(work);
    requestAnimationFrame(() => order.push('frame'));
    jest.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['frame']);
    jest.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'work']);
  });
});
