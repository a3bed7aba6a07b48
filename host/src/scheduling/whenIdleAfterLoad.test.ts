import { whenIdleAfterLoad } from './whenIdleAfterLoad';

describe('whenIdleAfterLoad', () => {
  let runIdle: (() => void) | undefined;
  let readyState: DocumentReadyState;
  beforeEach(() => {
    runIdle = undefined;
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      runIdle = () => run({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  it('waits for the page’s load event, then for the browser to be idle', async () => {
    readyState = 'interactive';
    let resolved = false;
    const done = whenIdleAfterLoad(3000).then(() => {
      resolved = true;
    });
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    await Promise.resolve();
    expect(resolved).toBe(false);
    runIdle?.();
    await done;
    expect(resolved).toBe(true);
  });

  it('waits only for idle when the page has already loaded', async () => {
    readyState = 'complete';
    const done = whenIdleAfterLoad(3000);
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    runIdle?.();
    await expect(done).resolves.toBeUndefined();
  });
});
