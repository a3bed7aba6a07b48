import { App } from './App';
import { startApp } from './startApp';
import { hydrateApp } from './hydrateApp';
import { takeOverSplash } from './splash/splash';
import { startVitals } from './vitals/startVitals';

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
});
