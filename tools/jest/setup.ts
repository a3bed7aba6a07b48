import '@testing-library/jest-dom';
import { BUS_KEY } from '@storefront/shared';

// Every test starts with an empty page-wide bus and nothing kept for the tab, as a fresh tab would.
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  sessionStorage.clear();
});

// jsdom has no <dialog> behaviour: this is the browser's as far as components can see it. Focus trapping
// and the top layer are the browser's alone, and the e2e suite covers them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  const modal = new WeakSet<HTMLDialogElement>();
  const invalid = (message: string) => new DOMException(message, 'InvalidStateError');
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      if (this.open && modal.has(this)) throw invalid('The dialog is already open as a modal dialog.');
      this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open && !modal.has(this)) throw invalid('The dialog is already open as a non-modal dialog.');
      if (!this.isConnected) throw invalid('The dialog is not in a document.');
      modal.add(this);
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      if (!this.open) return;
      modal.delete(this);
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

// jsdom has no ResizeObserver: this one reports an element as it starts observing it, as a browser does,
// and again when a test calls `ResizeObserver.resized`.
if (typeof ResizeObserver === 'undefined') {
  const watching = new Set<{ element: Element; observer: ResizeObserver; report: ResizeObserverCallback }>();
  class ObserverOfNoLayout {
    private readonly report: ResizeObserverCallback;
    constructor(report: ResizeObserverCallback) {
      this.report = report;
    }
    observe(element: Element) {
      const entry = { element, observer: this as unknown as ResizeObserver, report: this.report };
      watching.add(entry);
      this.report([{ target: element } as ResizeObserverEntry], entry.observer);
    }
    unobserve(element: Element) {
      for (const entry of watching) if (entry.element === element && entry.observer === (this as unknown as ResizeObserver)) watching.delete(entry);
    }
    disconnect() {
      for (const entry of watching) if (entry.observer === (this as unknown as ResizeObserver)) watching.delete(entry);
    }
    static resized(element: Element) {
      for (const entry of watching) if (entry.element === element) entry.report([{ target: element } as ResizeObserverEntry], entry.observer);
    }
  }
  globalThis.ResizeObserver = ObserverOfNoLayout as unknown as typeof ResizeObserver;
}
