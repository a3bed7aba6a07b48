import stylesheetPlugin from './stylesheetPlugin';

type CreateLink = (args: { url: string; attrs?: Record<string, string> }) => HTMLLinkElement | undefined;

describe('stylesheetPlugin', () => {
  const createLink = stylesheetPlugin().createLink as unknown as CreateLink;
  const url = 'http://localhost:3002/__federation_expose_CartPanel.0ea08e4458.css';

  it('turns the runtime’s early stylesheet into a preload, which the page does not take for the applied stylesheet', () => {
    const link = createLink({ url, attrs: { rel: 'stylesheet', type: 'text/css' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect(link?.rel).toBe('preload');
    expect(link?.as).toBe('style');
    expect(link?.href).toBe(url);
  });

  it('leaves every other link to the runtime', () => {
    expect(createLink({ url, attrs: { rel: 'preload', as: 'style' } })).toBeUndefined();
    expect(createLink({ url })).toBeUndefined();
  });
});
