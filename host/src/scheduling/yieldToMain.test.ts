import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, after what the current one queued', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('same task'));
    await done;
    expect(order).toEqual(['same task', 'resumed']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldSpy = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldSpy };
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
