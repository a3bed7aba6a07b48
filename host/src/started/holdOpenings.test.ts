import { holdOpenings, opens } from './holdOpenings';

function served(markup: string) {
  document.body.innerHTML = markup;
}

const mark = (opening: string) =>
  Object.entries(opens(opening))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ');

describe('holdOpenings', () => {
  it('keeps what a click on a marked control (or on what is inside it) asks to open, each once, in order, until handed over', () => {
    served(`<button ${mark('cart')}><span id="badge">0</span></button><button ${mark('login')}>Login</button><a href="#top">Home</a>`);
    const handOver = holdOpenings(document);
    document.getElementById('badge')?.click();
    document.querySelector('a')?.click();
    document.querySelectorAll('button')[1]?.click();
    document.querySelectorAll('button')[0]?.click();
    expect(handOver()).toEqual(['cart', 'login']);
  });

  it('keeps nothing once handed over: from then on, the page’s own handlers hear the clicks', () => {
    served(`<button ${mark('cart')}>Cart</button>`);
    const handOver = holdOpenings(document);
    expect(handOver()).toEqual([]);
    document.querySelector('button')?.click();
    expect(handOver()).toEqual([]);
  });
});
