import { App } from './App';
import { startApp } from './startApp';
import { hydrateApp } from './hydrateApp';
import { takeOverSplash } from './splash/splash';
import { startVitals } from './vitals/startVitals';
import { markSlotSettled } from './federation/slotsSettled';

jest.mock('./App', () => ({ App: function App() {} }));
jest.mock('./hydrateApp', () => ({ hydrateApp: jest.fn() }));
jest.mock('./splash/splash', () => ({ takeOverSplash: jest.fn() }));
jest.mock('./vitals/startVitals', () => ({ startVitals: jest.fn() }));

/** Lets every queued promise callback run, as the end of a task would, without starting a new task. */
async function drainMicrotasks() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('startApp', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes over the splash at once, then hydrates in later tasks, not in the one that started it', async () => {
    const started = startApp();
    expect(takeOverSplash).toHaveBeenCalledTimes(1);
    await drainMicrotasks();
    expect(hydrateApp).not.toHaveBeenCalled();

    await jest.runAllTimersAsync();
    await started;
    expect(hydrateApp).toHaveBeenCalledWith(App);
    expect(startVitals).toHaveBeenCalledTimes(1);
  });

  it('cues the splash clip only once every remote’s slot has settled and the loaded page is then idle', async () => {
    let runIdle: () => void = () => undefined;
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      runIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    void startApp();
    const [[, { clipCue }]] = jest.mocked(takeOverSplash).mock.calls.slice(-1) as [[Document, { clipCue: Promise<void> }]];
    let cued = false;
    void clipCue.then(() => {
      cued = true;
    });
    markSlotSettled('shop');
    markSlotSettled('cart');
    await drainMicrotasks();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    markSlotSettled('auth');
    await drainMicrotasks();
    expect(window.requestIdleCallback).toHaveBeenCalled();
    expect(cued).toBe(false);
    runIdle();
    await drainMicrotasks();
    expect(cued).toBe(true);
    delete (window as Partial<Window>).requestIdleCallback;
  });
});
