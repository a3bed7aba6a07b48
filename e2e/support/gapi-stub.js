/*
 * OFFLINE STAND-IN for https://apis.google.com/js/api.js, served only by the e2e suite (see google.ts).
 * It is not Google's script. These machines cannot reach apis.google.com, yet both the Firebase Auth SDK
 * (to open its helper iframe) and the Auth emulator's helper iframe load it for popup sign-in. This file
 * gives them the little of `gapi` they use:
 *   - gapi.load('gapi.iframes', callback | { callback }), and the `?onload=NAME` / `window.gapi_onload` hooks;
 *   - the page side: gapi.iframes.getContext().open(options, onOpened) creates the iframe and resolves with
 *     what onOpened returns, given an iframe handle with register / send / restyle / ping / getIframeEl;
 *   - the iframe side: gapi.iframes.getContext().getParentIframe(), a handle on the parent page;
 *   - gapi.iframes.CROSS_ORIGIN_IFRAMES_FILTER.
 * The two sides talk with postMessage: a request names a handler, the reply carries the array of what the
 * handlers returned, and a request for a handler not registered yet waits for it.
 */
/* global window, document, location */
(() => {
  'use strict';

  const TAG = '__storefrontGapiStub';
  const channels = [];
  let nextId = 0;

  // Like gapi, a callback that throws must not break the channel (Firebase's own callbacks do throw).
  const safely = (callback, value) => {
    try {
      if (typeof callback === 'function') callback(value);
    } catch {
      // Swallowed on purpose, as gapi does.
    }
  };

  /** Messages to and from one other window. */
  class Channel {
    constructor(target, targetOrigin) {
      this.target = target;
      this.targetOrigin = targetOrigin;
      this.handlers = new Map();
      this.waiting = new Map();
      this.replies = new Map();
      this.ready = new Promise((resolve) => (this.markReady = resolve));
      channels.push(this);
    }

    post(message) {
      this.target.postMessage({ ...message, [TAG]: true }, this.targetOrigin);
    }

    register(name, handler) {
      this.handlers.set(name, handler);
      const queued = this.waiting.get(name) ?? [];
      this.waiting.delete(name);
      queued.forEach((request) => this.answer(request));
    }

    send(name, payload, onReply) {
      nextId += 1;
      const id = String(nextId);
      this.replies.set(id, onReply);
      this.post({ kind: 'request', id, name, payload });
      return Promise.resolve();
    }

    answer(request) {
      const handler = this.handlers.get(request.name);
      if (!handler) {
        this.waiting.set(request.name, [...(this.waiting.get(request.name) ?? []), request]);
        return;
      }
      Promise.resolve()
        .then(() => handler(request.payload))
        .then(
          (result) => this.post({ kind: 'reply', id: request.id, responses: [result] }),
          () => this.post({ kind: 'reply', id: request.id, responses: [] }),
        );
    }

    receive(message) {
      if (message.kind === 'ready') this.markReady();
      if (message.kind === 'request') this.answer(message);
      if (message.kind === 'reply') {
        const onReply = this.replies.get(message.id);
        this.replies.delete(message.id);
        safely(onReply, message.responses);
      }
    }
  }

  window.addEventListener('message', (event) => {
    if (!event.data || event.data[TAG] !== true) return;
    for (const channel of channels) if (channel.target === event.source) channel.receive(event.data);
  });

  const handle = (channel, element) => ({
    register: (name, handler) => channel.register(name, handler),
    send: (name, payload, onReply) => channel.send(name, payload, onReply),
    restyle: () => Promise.resolve(),
    ping: (onReady) => channel.ready.then(() => safely(onReady)),
    getIframeEl: () => element,
  });

  function open(options, onOpened) {
    const element = document.createElement('iframe');
    for (const [name, value] of Object.entries(options.attributes ?? {})) {
      if (name === 'style') Object.assign(element.style, value);
      else element.setAttribute(name, value);
    }
    element.src = options.url;
    (options.where ?? document.body).appendChild(element);
    const iframe = handle(new Channel(element.contentWindow, new URL(options.url, location.href).origin), element);
    return Promise.resolve(typeof onOpened === 'function' ? onOpened(iframe) : iframe);
  }

  let parent = null;
  function getParentIframe() {
    if (!parent) {
      const channel = new Channel(window.parent, document.referrer ? new URL(document.referrer).origin : '*');
      parent = handle(channel, null);
      channel.post({ kind: 'ready' });
    }
    return parent;
  }

  const context = { open, getParentIframe };

  window.gapi = {
    load: (_name, options) => {
      const callback = typeof options === 'function' ? options : options?.callback;
      setTimeout(() => safely(callback), 0);
    },
    iframes: {
      Iframe: function Iframe() {},
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      getContext: () => context,
    },
  };

  const source = document.currentScript?.src;
  const onload = source ? new URL(source).searchParams.get('onload') : null;
  setTimeout(() => {
    if (onload) safely(window[onload]);
    safely(window.gapi_onload);
  }, 0);
})();
