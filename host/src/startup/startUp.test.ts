import { startUp } from './startUp';
import { afterLargestPaint } from './afterLargestPaint';
import { whenIdle } from './whenIdle';
import { shopWanted } from './shopWanted';
import { takeOverSplash } from '../splash/splash';
import * as app from './appChunk';

jest.mock('./afterLargestPaint', () => ({ afterLargestPaint: jest.fn() }));
jest.mock('./whenIdle', () => ({ whenIdle: jest.fn() }));
jest.mock('./shopWanted', () => ({ shopWanted: jest.fn() }));
jest.mock('../splash/splash', () => ({ takeOverSplash: jest.fn() }));
jest.mock('./appChunk', () => ({ hydrateApp: jest.fn(), App: () => null, openOnArrival: jest.fn(), followOverlayNeeds: jest.fn(), needAuthOnFirstTouch: jest.fn(), startShop: jest.fn(), showOverlays: jest.fn(), startVitals: jest.fn() }));

/** A promise the test settles when it chooses: the moment a step of start-up waits for. */
function moment() {
  let arrive: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (arrive = resolve));
  return { promise, arrive };
}

async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

describe('startUp', () => {
  it('runs the page’s start-up in order: watching for the shopper and the splash, largest paint, app code, hydration, following what the overlays need, what the address asks to open, the shop once wanted, then idle work', async () => {
    const playClip = jest.fn();
    jest.mocked(takeOverSplash).mockReturnValue({ playClip });
    const painted = moment();
    const hydrated = moment();
    const idle = moment();
    jest.mocked(afterLargestPaint).mockReturnValue(painted.promise);
    jest.mocked(app.hydrateApp).mockReturnValue(hydrated.promise);
    jest.mocked(whenIdle).mockReturnValue(idle.promise);
    const shopper = moment();
    jest.mocked(shopWanted).mockReturnValue(shopper.promise);

    document.body.innerHTML = '<div id="root"></div>';
    const done = startUp();
    expect(shopWanted).toHaveBeenCalledWith(window);
    expect(takeOverSplash).toHaveBeenCalledWith(document);
    shopper.arrive();
    await settle();
    expect(app.hydrateApp).not.toHaveBeenCalled();

    painted.arrive();
    await settle();
    expect(app.hydrateApp).toHaveBeenCalledWith(app.App);
    expect(whenIdle).not.toHaveBeenCalled();
    expect(app.openOnArrival).not.toHaveBeenCalled();
    expect(app.followOverlayNeeds).not.toHaveBeenCalled();
    expect(app.needAuthOnFirstTouch).not.toHaveBeenCalled();
    expect(app.startShop).not.toHaveBeenCalled();

    hydrated.arrive();
    await settle();
    expect(app.followOverlayNeeds).toHaveBeenCalledTimes(1);
    expect(app.needAuthOnFirstTouch).toHaveBeenCalledWith(document.getElementById('root'));
    expect(app.openOnArrival).toHaveBeenCalledTimes(1);
    expect(app.startShop).toHaveBeenCalledTimes(1);
    expect(jest.mocked(app.followOverlayNeeds).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(app.openOnArrival).mock.invocationCallOrder[0]!);
    expect(whenIdle).toHaveBeenCalledTimes(1);
    expect(app.showOverlays).not.toHaveBeenCalled();
    expect(app.startVitals).not.toHaveBeenCalled();
    expect(playClip).not.toHaveBeenCalled();

    idle.arrive();
    await done;
    expect(app.showOverlays).toHaveBeenCalledTimes(1);
    expect(app.startVitals).toHaveBeenCalledTimes(1);
    expect(playClip).toHaveBeenCalledTimes(1);
  });
});
