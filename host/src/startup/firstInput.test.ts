import { FIRST_INPUT, onFirstInput } from './firstInput';

describe('onFirstInput', () => {
  it.each(FIRST_INPUT)('calls back once at the first %s, then no longer listens', (type) => {
    const listener = jest.fn();
    onFirstInput(window, listener);
    document.body.dispatchEvent(new Event(type));
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    window.dispatchEvent(new Event('keydown'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears only the inputs it is given, on its own target', () => {
    const listener = jest.fn();
    const page = document.createElement('div');
    document.body.append(page);
    onFirstInput(page, listener, ['pointerdown']);
    page.dispatchEvent(new Event('scroll'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(listener).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('calls back never once stopped', () => {
    const listener = jest.fn();
    onFirstInput(window, listener)();
    window.dispatchEvent(new Event('scroll'));
    expect(listener).not.toHaveBeenCalled();
  });
});
