import '@testing-library/jest-dom';
import { BUS_KEY } from '@storefront/shared';

// Every test starts with an empty page-wide bus and nothing kept for the tab, as a fresh tab would.
beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BUS_KEY];
  sessionStorage.clear();
});

// jsdom has no modal dialogs; this gives <dialog> the open/close behaviour components rely on (focus
// trapping and the top layer are the browser's, and are covered by the e2e suite).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
