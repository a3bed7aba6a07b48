type LowerSectionCode = typeof import('./lowerSectionCode');

/** A fresh copy of the module, as a page load has: its code not wanted yet. */
async function freshPage(): Promise<LowerSectionCode> {
  let code: LowerSectionCode | undefined;
  await jest.isolateModulesAsync(async () => {
    code = await import('./lowerSectionCode');
  });
  if (!code) throw new Error('module not loaded');
  code.loadLowerSectionsOnIntent(document);
  return code;
}

async function isWanted(code: LowerSectionCode): Promise<boolean> {
  return Promise.race([code.lowerSectionCodeWanted.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 0))]);
}

function servedPage() {
  document.body.innerHTML = `
    <header><button type="button">Cart</button></header>
    <div data-lower-section><section id="newsletter"><form><input aria-label="Email"><button>Subscribe</button></form></section></div>`;
  return { cart: document.querySelector('header button') as HTMLElement, email: document.querySelector('input') as HTMLElement };
}

describe('the lower sections’ code', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is not wanted while the shopper is elsewhere on the page', async () => {
    const code = await freshPage();
    const { cart } = servedPage();
    cart.focus();
    cart.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await isWanted(code)).toBe(false);
  });

  it('is wanted as soon as focus moves into a lower section, before the page has hydrated', async () => {
    const code = await freshPage();
    servedPage().email.focus();
    expect(await isWanted(code)).toBe(true);
  });

  it('is wanted as soon as the shopper presses inside a lower section', async () => {
    const code = await freshPage();
    servedPage().email.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await isWanted(code)).toBe(true);
  });

  it('is wanted once the page has hydrated, whatever the shopper does', async () => {
    const code = await freshPage();
    code.loadLowerSections();
    expect(await isWanted(code)).toBe(true);
  });
});
