import { IDLE_TIMEOUT_MS, idleUnlessSavingData } from './idleUnlessSavingData';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
  delete (navigator as { connection?: unknown }).connection;
});

function fakeIdleCallbacks() {
  let runIdle: (() => void) | undefined;
  window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
    runIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
    return 7;
  });
  window.cancelIdleCallback = jest.fn();
  return { idle: () => runIdle?.() };
}

describe('idleUnlessSavingData', () => {
  it('runs the work at the first idle moment, asking for one within the timeout', () => {
    const { idle } = fakeIdleCallbacks();
    const work = jest.fn();
    idleUnlessSavingData(work);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(work).not.toHaveBeenCalled();
    idle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the idle moment', () => {
    fakeIdleCallbacks();
    idleUnlessSavingData(jest.fn())();
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    idleUnlessSavingData(work);
    jest.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing ahead for a shopper who saves data', () => {
    fakeIdleCallbacks();
    jest.useFakeTimers();
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const work = jest.fn();
    idleUnlessSavingData(work);
    jest.runAllTimers();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    expect(work).not.toHaveBeenCalled();
  });
});
