import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('resolves on the first idle callback, asking for it with the given timeout', async () => {
    let runIdle: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      runIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    let resolved = false;
    const idle = whenIdle(1500).then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    runIdle?.();
    await idle;
    expect(resolved).toBe(true);
  });

  it('falls back to a short timer where the browser has no idle callbacks', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const idle = whenIdle(5000).then(() => {
      resolved = true;
    });
    jest.advanceTimersByTime(199);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await idle;
    expect(resolved).toBe(true);
  });
});
