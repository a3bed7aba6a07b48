import { IDLE_TIMEOUT_MS, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('resolves on the first idle callback, asking for it within IDLE_TIMEOUT_MS', async () => {
    let runIdle: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      runIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    let resolved = false;
    const idle = whenIdle().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    runIdle?.();
    await idle;
    expect(resolved).toBe(true);
  });

  it('falls back to a short timer where the browser has no idle callbacks', async () => {
    jest.useFakeTimers();
    let resolved = false;
    const idle = whenIdle().then(() => {
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
