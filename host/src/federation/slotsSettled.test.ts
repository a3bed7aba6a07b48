import { markSlotSettled, whenSlotsSettled } from './slotsSettled';

describe('whenSlotsSettled', () => {
  it('resolves only once every named slot has settled, whatever the order', async () => {
    let resolved = false;
    const done = whenSlotsSettled(['shop', 'cart']).then(() => {
      resolved = true;
    });
    markSlotSettled('cart');
    await Promise.resolve();
    expect(resolved).toBe(false);
    markSlotSettled('shop');
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves at once for slots that settled before it was asked', async () => {
    markSlotSettled('auth');
    await expect(whenSlotsSettled(['auth'])).resolves.toBeUndefined();
  });
});
