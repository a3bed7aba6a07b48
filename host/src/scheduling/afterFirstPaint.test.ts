import { afterFirstPaint } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('resolves in the task after the next frame, once that frame has been painted', async () => {
    jest.useFakeTimers();
    let frame: FrameRequestCallback | undefined;
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let resolved = false;
    const painted = afterFirstPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    frame?.(0);
    await Promise.resolve();
    expect(resolved).toBe(false);
    jest.runOnlyPendingTimers();
    await painted;
    expect(resolved).toBe(true);
  });

  it('does not wait in a page that is hidden, which paints nothing', async () => {
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
