import { afterLargestPaint } from './afterLargestPaint';

/** A stand-in for the browser's paint timing: the test reports the page's paints when it chooses. */
class PaintObserver {
  static supportedEntryTypes: readonly string[] = [];
  static latest: PaintObserver | undefined;
  observed: PerformanceObserverInit | undefined;
  disconnected = false;

  constructor(private readonly callback: PerformanceObserverCallback) {
    PaintObserver.latest = this;
  }

  observe(options: PerformanceObserverInit) {
    this.observed = options;
  }

  disconnect() {
    this.disconnected = true;
  }

  /** Entries of the observed type, by name (`paint` entries are named, largest-contentful-paint ones are not). */
  report(...names: string[]) {
    const list = { getEntriesByName: (name: string) => names.filter((reported) => reported === name).map((entryName) => ({ name: entryName })) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

const noInput = new Promise<void>(() => undefined);

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterLargestPaint', () => {
  const original = globalThis.PerformanceObserver;
  beforeEach(() => {
    PaintObserver.latest = undefined;
    PaintObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint'];
    globalThis.PerformanceObserver = PaintObserver as unknown as typeof PerformanceObserver;
  });
  afterEach(() => {
    globalThis.PerformanceObserver = original;
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('resolves at the first largest-contentful-paint entry, the browser having presented that frame', async () => {
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const painted = afterLargestPaint(noInput);
    const observer = PaintObserver.latest;
    expect(observer?.observed).toEqual({ type: 'largest-contentful-paint', buffered: true });
    expect(await settled(painted)).toBe(false);
    observer?.report('');
    expect(await settled(painted)).toBe(true);
    expect(observer?.disconnected).toBe(true);
    expect(frame).not.toHaveBeenCalled();
  });

  it('without largest-contentful-paint entries, resolves at the first contentful paint, not at the first paint', async () => {
    PaintObserver.supportedEntryTypes = ['paint'];
    const painted = afterLargestPaint(noInput);
    const observer = PaintObserver.latest;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });
    observer?.report('first-paint');
    expect(await settled(painted)).toBe(false);
    observer?.report('first-contentful-paint');
    expect(await settled(painted)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('resolves when the page is hidden before its paint, which a hidden page would not make', async () => {
    const painted = afterLargestPaint(noInput);
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(await settled(painted)).toBe(true);
    expect(PaintObserver.latest?.disconnected).toBe(true);
  });

  it('resolves at the shopper’s first input, after which the browser reports no largest paint', async () => {
    let input: () => void = () => undefined;
    const painted = afterLargestPaint(new Promise((resolve) => (input = resolve)));
    expect(await settled(painted)).toBe(false);
    input();
    expect(await settled(painted)).toBe(true);
    expect(PaintObserver.latest?.disconnected).toBe(true);
  });

  it('does not wait in a page that is hidden from the start, which paints nothing', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await afterLargestPaint(noInput);
    expect(PaintObserver.latest).toBeUndefined();
  });

  it('without paint timing, resolves in the task after the next frame', async () => {
    PaintObserver.supportedEntryTypes = [];
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const painted = afterLargestPaint(noInput);
    expect(await settled(painted)).toBe(false);
    frame?.(0);
    expect(await settled(painted)).toBe(false);
    jest.runOnlyPendingTimers();
    expect(await settled(painted)).toBe(true);
    expect(PaintObserver.latest).toBeUndefined();
  });
});
