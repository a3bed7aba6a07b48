/** A submit event whose default nobody prevented navigates, which is a request too. */
export function watchNetwork() {
  const originalFetch = globalThis.fetch;
  const originalBeacon = Object.getOwnPropertyDescriptor(navigator, 'sendBeacon');
  const fetchSpy = jest.fn(() => Promise.reject(new Error('no request expected')));
  const beaconSpy = jest.fn(() => false);
  const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
  const nativeSubmits: Event[] = [];
  const recordSubmit = (event: Event) => {
    if (!event.defaultPrevented) nativeSubmits.push(event);
  };

  globalThis.fetch = fetchSpy as unknown as typeof fetch;
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beaconSpy });
  // Bubbling to window runs after React's own listener on the root, so a prevented default is visible.
  window.addEventListener('submit', recordSubmit);

  return {
    expectNoRequest() {
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(xhrOpen).not.toHaveBeenCalled();
      expect(beaconSpy).not.toHaveBeenCalled();
      expect(nativeSubmits).toHaveLength(0);
    },
    restore() {
      globalThis.fetch = originalFetch;
      if (originalBeacon) Object.defineProperty(navigator, 'sendBeacon', originalBeacon);
      else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
      xhrOpen.mockRestore();
      window.removeEventListener('submit', recordSubmit);
    },
  };
}
