import { servedManifest } from './servedBuild';

function pageServedWith(build: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = `<section id="shop"><div id="shop-view" data-served="" data-build="${build}"><h3>Plain Flour</h3></div></section>`;
  return doc;
}

describe('the build a served page names', () => {
  it('is the first load’s, once: a later load of the remote runs its live build', () => {
    const doc = pageServedWith('https://shop.example/v/7/mf-manifest.json');
    expect(servedManifest('https://shop.example/', doc)).toBe('https://shop.example/v/7/mf-manifest.json');
    expect(servedManifest('https://shop.example/', doc)).toBeUndefined();
  });

  it('is another remote’s only on that remote’s site', () => {
    expect(servedManifest('https://cart.example/', pageServedWith('https://shop.example/v/7/mf-manifest.json'))).toBeUndefined();
  });

  it('is only ever a kept build’s manifest on the remote’s site', () => {
    expect(servedManifest('https://other.example/', pageServedWith('https://other.example/elsewhere.js'))).toBeUndefined();
  });
});
