import { withTimeout } from './withTimeout';

describe('withTimeout', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles like the work when it is quick enough', async () => {
    await expect(withTimeout(Promise.resolve('saved'), 1000, () => new Error('late'))).resolves.toBe('saved');
    await expect(withTimeout(Promise.reject(new Error('denied')), 1000, () => new Error('late'))).rejects.toThrow('denied');
  });

  it('rejects with the timeout error when the work hangs', async () => {
    const hanging = withTimeout(new Promise<never>(() => undefined), 1000, () => new Error('late'));
    jest.advanceTimersByTime(1000);
    await expect(hanging).rejects.toThrow('late');
  });

  it('leaves no timer behind once the work has settled', async () => {
    await withTimeout(Promise.resolve(1), 1000, () => new Error('late'));
    expect(jest.getTimerCount()).toBe(0);
  });
});
