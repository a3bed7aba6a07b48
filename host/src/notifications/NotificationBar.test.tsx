import { act, fireEvent, render, screen } from '@testing-library/react';
import { getState, on, publish, send } from '@storefront/shared';
import { NotificationBar } from './NotificationBar';
import { NOTICE_MS, useNotifications } from './notificationStore';

/** A pointer move over `element` by `by` px (jsdom has no PointerEvent: a MouseEvent carries what React reads). */
function movePointer(element: Element, by: number) {
  const move = new MouseEvent('pointermove', { bubbles: true });
  Object.defineProperties(move, { movementX: { value: by }, movementY: { value: 0 } });
  act(() => {
    element.firstElementChild?.dispatchEvent(move);
  });
}

describe('NotificationBar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    useNotifications.setState({ notice: null, holds: new Set(), expired: false });
  });
  afterEach(() => jest.useRealTimers());

  it('is a polite live region that is empty until a message comes', () => {
    render(<NotificationBar />);
    const bar = screen.getByTestId('notification');
    expect(bar).toHaveAttribute('role', 'status');
    expect(bar).toHaveAttribute('aria-live', 'polite');
    expect(bar).toBeEmptyDOMElement();
  });

  it('leaves the open cart alone: the message stays for screen readers only, without Go to Cart', () => {
    render(<NotificationBar />);
    act(() => publish('cart/open', { open: true }));
    act(() => send('ui/notify', { message: 'Plain Flour (5kg) added to cart', action: 'open-cart' }));
    const bar = screen.getByTestId('notification');
    expect(bar.className).toContain('offScreen');
    expect(bar).toHaveTextContent('Plain Flour (5kg) added to cart');
    expect(screen.queryByRole('button', { name: 'Go to Cart' })).not.toBeInTheDocument();
    act(() => publish('cart/open', { open: false }));
    expect(bar.className).not.toContain('offScreen');
    expect(screen.getByRole('button', { name: 'Go to Cart' })).toBeInTheDocument();
  });

  it('tells the page what it shows (ui/notice), for the cart to show while it covers the bar', () => {
    render(<NotificationBar />);
    expect(getState('ui/notice')).toEqual({ message: null });
    act(() => send('ui/notify', { message: 'Order placed successfully! Please collect your items.' }));
    expect(getState('ui/notice')).toEqual({ message: 'Order placed successfully! Please collect your items.' });
    act(() => jest.advanceTimersByTime(3000));
    expect(getState('ui/notice')).toEqual({ message: null });
  });

  it('shows a ui/notify message for exactly 3 s', () => {
    expect(NOTICE_MS).toBe(3000);
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Enquiry sent! We’ll reply soon.' }));
    const bar = screen.getByTestId('notification');
    expect(bar).toHaveTextContent('Enquiry sent! We’ll reply soon.');
    expect(screen.queryByRole('button', { name: 'Go to Cart' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2999));
    expect(bar).toHaveTextContent('Enquiry sent! We’ll reply soon.');
    act(() => jest.advanceTimersByTime(1));
    expect(bar).toBeEmptyDOMElement();
  });

  it('replaces an older message with a newer one, which gets its own 3 s', () => {
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'first' }));
    act(() => jest.advanceTimersByTime(2000));
    act(() => send('ui/notify', { message: 'second' }));
    const bar = screen.getByTestId('notification');
    expect(bar).toHaveTextContent('second');
    expect(bar).not.toHaveTextContent('first');
    act(() => jest.advanceTimersByTime(2000));
    expect(bar).toHaveTextContent('second');
    act(() => jest.advanceTimersByTime(1000));
    expect(bar).toBeEmptyDOMElement();
  });

  it('offers Go to Cart when asked, which opens the cart panel', () => {
    const toggle = jest.fn();
    on('cart/toggle', toggle);
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Plain Flour (5kg) added to cart', action: 'open-cart' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to Cart' }));
    expect(toggle).toHaveBeenCalledWith({ open: true });
  });

  it('shows a message sent before the bar was on the page', () => {
    send('ui/notify', { message: 'early' });
    render(<NotificationBar />);
    expect(screen.getByTestId('notification')).toHaveTextContent('early');
  });

  it('does not pull Go to Cart from under keyboard focus; it goes once focus leaves', () => {
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Added', action: 'open-cart' }));
    const goToCart = screen.getByRole('button', { name: 'Go to Cart' });
    act(() => goToCart.focus());
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('notification')).toHaveTextContent('Added');
    act(() => goToCart.blur());
    expect(screen.getByTestId('notification')).toBeEmptyDOMElement();
  });

  it('stays while the shopper moves the pointer in it, and goes once the pointer leaves', () => {
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Added', action: 'open-cart' }));
    const bar = screen.getByTestId('notification');
    fireEvent.pointerOver(bar);
    movePointer(bar, 4);
    act(() => jest.advanceTimersByTime(5000));
    expect(bar).toHaveTextContent('Added');
    fireEvent.pointerLeave(bar);
    expect(bar).toBeEmptyDOMElement();
  });

  it('goes after its 3 s when it appears under a pointer at rest: the browser tells of the pointer entering, not moving', () => {
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Enquiry sent' }));
    const bar = screen.getByTestId('notification');
    fireEvent.pointerOver(bar);
    fireEvent.mouseOver(bar);
    movePointer(bar, 0);
    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(bar).toBeEmptyDOMElement();
  });

  it('lets go of its holds when the cart opens from Go to Cart, so the message still ends', () => {
    render(<NotificationBar />);
    act(() => send('ui/notify', { message: 'Added', action: 'open-cart' }));
    act(() => screen.getByRole('button', { name: 'Go to Cart' }).focus());
    act(() => jest.advanceTimersByTime(3000));
    act(() => publish('cart/open', { open: true }));
    expect(screen.getByTestId('notification')).toBeEmptyDOMElement();
    act(() => publish('cart/open', { open: false }));
  });
});
