import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared';
import { Newsletter } from './Newsletter';
import { watchNetwork } from './testing/networkSpies';
import { serve } from '../testing/served';
import { LowerSection } from './LowerSection';

function setup() {
  const user = userEvent.setup();
  const notified = jest.fn();
  on('ui/notify', notified);
  render(<Newsletter />);
  const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
  return {
    user,
    notified,
    email: within(form).getByRole('textbox', { name: 'Email' }),
    subscribe: within(form).getByRole('button', { name: 'Subscribe' }),
  };
}

describe('Newsletter', () => {
  let network: ReturnType<typeof watchNetwork>;
  beforeEach(() => {
    network = watchNetwork();
  });
  afterEach(() => {
    network.restore();
  });

  it('requires an email address, says so beside the field and focuses it', async () => {
    const { user, email, subscribe, notified } = setup();
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(notified).not.toHaveBeenCalled();
    network.expectNoRequest();
  });

  it.each([
    ['a whitespace-only address as missing', '     ', 'Email is required'],
    ['an address of the wrong format', 'trader.example.com', 'Enter a valid email address, like name@example.com'],
  ])('rejects %s', async (_case, typed, message) => {
    const { user, email, subscribe, notified } = setup();
    await user.type(email, typed);
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription(message);
    expect(notified).not.toHaveBeenCalled();
  });

  it('answers a 10,000-character address with a clear message', async () => {
    const { user, email, subscribe, notified } = setup();
    await user.click(email);
    await user.paste(`${'x'.repeat(10_000)}@example.com`);
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription('Email is too long');
    expect(notified).not.toHaveBeenCalled();
    network.expectNoRequest();
  });

  it('keeps a script payload as plain text and rejects it as an address', async () => {
    const { user, email, subscribe, notified } = setup();
    const payload = '<script>window.pwned = true</script>@example.com';
    await user.click(email);
    await user.paste(payload);
    expect(email).toHaveValue(payload);
    await user.click(subscribe);
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(document.querySelector('script')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
    expect(notified).not.toHaveBeenCalled();
  });

  it('on a valid address sends exactly the subscribed notification, clears the field and makes no request', async () => {
    const { user, email, subscribe, notified } = setup();
    await user.type(email, '  buyer@cornershop.example ');
    await user.click(subscribe);
    expect(notified).toHaveBeenCalledTimes(1);
    expect(notified).toHaveBeenCalledWith({ message: 'Subscribed! Bulk updates soon.' });
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
    network.expectNoRequest();
  });

  it('subscribes with Enter from the field', async () => {
    const { user, email, notified } = setup();
    await user.type(email, 'buyer@cornershop.example{Enter}');
    expect(notified).toHaveBeenCalledWith({ message: 'Subscribed! Bulk updates soon.' });
    expect(email).toHaveValue('');
  });

  describe('served before its code has come', () => {
    it('cannot be sent, and shows it, but keeps what is typed; once hydrated it sends that address', async () => {
      const user = userEvent.setup();
      const notified = jest.fn();
      on('ui/notify', notified);
      const page = serve(
        <LowerSection>
          <Newsletter />
        </LowerSection>,
      );
      const form = within(page.container).getByRole('form', { name: 'Newsletter sign-up' });
      const email = within(form).getByRole('textbox', { name: 'Email' });
      const subscribe = within(form).getByRole('button', { name: 'Subscribe' });
      expect(subscribe).toBeDisabled();
      await user.type(email, 'buyer@cornershop.example{Enter}');
      expect(notified).not.toHaveBeenCalled();
      expect(new URL(window.location.href).search).toBe('');

      page.hydrate();
      await waitFor(() => expect(subscribe).toBeEnabled());
      expect(email).toHaveValue('buyer@cornershop.example');
      await user.click(subscribe);
      expect(notified).toHaveBeenCalledWith({ message: 'Subscribed! Bulk updates soon.' });
      expect(email).toHaveValue('');
      network.expectNoRequest();
    });
  });
});
