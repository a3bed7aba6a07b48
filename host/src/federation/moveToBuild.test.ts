import { enterBuild, leaveBuild } from './moveToBuild';

const SITE = 'https://cart.example.com/';
const CHUNKS = 'storefront_cart_chunks';
type Chunk = [number[], Record<string, unknown>];

/** Runs `code` as a script served from `src` would: with it as the document's current script. */
function asScriptFrom(src: string, code: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  const current = jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  try {
    code();
  } finally {
    current.mockRestore();
  }
}

const pushChunk = (id: number) => () => {
  const scope = globalThis as Record<string, unknown>;
  ((scope[CHUNKS] = scope[CHUNKS] || []) as Chunk[]).push([[id], {}]);
};

describe('moveToBuild', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[CHUNKS];
    document.head.replaceChildren();
  });

  it('keeps a late chunk of the build left out of the next build’s chunk array, and lets that build’s own in', () => {
    enterBuild('cart', `${SITE}v/6/remoteEntry.js`);
    asScriptFrom(`${SITE}v/6/__federation_expose_CartPanel.1111111111.js`, pushChunk(1));
    leaveBuild('cart');
    expect((globalThis as Record<string, unknown>)[CHUNKS]).toEqual([]);
    // Before the next build's manifest has named its folder, no script's chunk is taken as its own.
    asScriptFrom(`${SITE}v/7/__federation_expose_CartPanel.2222222222.js`, pushChunk(2));
    enterBuild('cart', `${SITE}v/7/remoteEntry.js`);
    asScriptFrom(`${SITE}v/6/__federation_expose_CartPanel.1111111111.js`, pushChunk(3));
    asScriptFrom(`${SITE}v/7/__federation_expose_CartPanel.2222222222.js`, pushChunk(4));
    asScriptFrom(`${SITE}v/7/remoteEntry.js?retry=1`, pushChunk(5));
    expect((globalThis as Record<string, unknown>)[CHUNKS]).toEqual([[[4], {}], [[5], {}]]);
  });

  it('takes the stylesheets of the build left off the page once the next one’s folder is known, and leaves the rest', () => {
    enterBuild('cart', `${SITE}v/6/remoteEntry.js`);
    for (const href of [`${SITE}v/6/cart.1111111111.css`, `${SITE}v/7/cart.2222222222.css`, 'https://shop.example.com/v/6/shop.3333333333.css']) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
    }
    leaveBuild('cart');
    expect(document.querySelectorAll('link')).toHaveLength(3);
    enterBuild('cart', `${SITE}v/7/remoteEntry.js`);
    expect([...document.querySelectorAll('link')].map((link) => link.href)).toEqual([`${SITE}v/7/cart.2222222222.css`, 'https://shop.example.com/v/6/shop.3333333333.css']);
  });

  it('keeps a build’s stylesheets when it is loaded again afresh (a Retry that finds the same build live)', () => {
    enterBuild('cart', `${SITE}v/6/remoteEntry.js`);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = `${SITE}v/6/cart.1111111111.css`;
    document.head.append(link);
    leaveBuild('cart');
    enterBuild('cart', `${SITE}v/6/remoteEntry.js`);
    expect(document.querySelectorAll('link')).toHaveLength(1);
  });
});
