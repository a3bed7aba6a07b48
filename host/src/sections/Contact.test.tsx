import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on } from '@storefront/shared';
import { Contact } from './Contact';
import { watchNetwork } from './testing/networkSpies';
import { serve } from '../testing/served';

function setup() {
  const user = userEvent.setup();
  const notified = jest.fn();
  on('ui/notify', notified);
  render(<Contact />);
  const form = screen.getByRole('form', { name: 'Send an enquiry' });
  const fields = {
    name: within(form).getByRole('textbox', { name: 'Name' }),
    email: within(form).getByRole('textbox', { name: 'Email' }),
    enquiry: within(form).getByRole('textbox', { name: 'Enquiry' }),
  };
  const submit = within(form).getByRole('button', { name: 'Send enquiry' });
  const send = async (typed: Record<keyof typeof fields, string>) => {
    for (const field of ['name', 'email', 'enquiry'] as const) await user.type(fields[field], typed[field]);
    await user.click(submit);
  };
  return { user, notified, ...fields, submit, send };
}

describe('Contact', () => {
  let network: ReturnType<typeof watchNetwork>;
  beforeEach(() => {
    network = watchNetwork();
  });
  afterEach(() => {
    network.restore();
  });

  it('is the #contact section, headed "Contact us"', () => {
    render(<Contact />);
    expect(screen.getByRole('region', { name: 'Contact us' })).toHaveAttribute('id', 'contact');
  });

  it('shows each required-field message beside its field and focuses the first', async () => {
    const { user, name, email, enquiry, submit, notified } = setup();
    await user.click(submit);
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(enquiry).toHaveAccessibleDescription('Up to 1,000 characters. Enquiry is required');
    for (const field of [name, email, enquiry]) expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(notified).not.toHaveBeenCalled();
    network.expectNoRequest();
  });

  it('focuses the first invalid field, not the first field', async () => {
    const { user, name, email, submit } = setup();
    await user.type(name, 'Aisha Khan');
    await user.type(email, 'aisha@');
    await user.click(submit);
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('rejects whitespace-only values as missing', async () => {
    const { name, email, enquiry, send, notified } = setup();
    await send({ name: '   ', email: '   ', enquiry: '  {Enter}  ' });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(enquiry).toHaveAccessibleDescription('Up to 1,000 characters. Enquiry is required');
    expect(notified).not.toHaveBeenCalled();
  });

  it('clears a message once the field is put right', async () => {
    const { user, name, submit } = setup();
    await user.click(submit);
    expect(name).toHaveAccessibleDescription('Name is required');
    await user.type(name, 'Aisha');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('answers a 10,000-character value with a clear message', async () => {
    const { user, name, email, enquiry, submit, notified } = setup();
    const long = 'x'.repeat(10_000);
    await user.click(name);
    await user.paste(long);
    await user.click(email);
    await user.paste(`${long}@example.com`);
    await user.click(enquiry);
    await user.paste(long);
    await user.click(submit);
    expect(name).toHaveAccessibleDescription('Name is too long (1000 characters at most)');
    expect(email).toHaveAccessibleDescription('Email is too long');
    expect(enquiry).toHaveAccessibleDescription('Up to 1,000 characters. Enquiry is too long (1000 characters at most)');
    expect(notified).not.toHaveBeenCalled();
    network.expectNoRequest();
  });

  it('treats HTML and script as plain text, never markup', async () => {
    const { user, name, email, enquiry, submit, notified } = setup();
    const payload = '<img src="x" onerror="window.pwned = true"><script>window.pwned = true</script>';
    await user.click(name);
    await user.paste(payload);
    await user.click(email);
    await user.paste('<b>me</b>@example.com');
    await user.click(enquiry);
    await user.paste(payload);
    expect(name).toHaveValue(payload);
    expect(enquiry).toHaveValue(payload);
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter a valid email address, like name@example.com');
    await user.clear(email);
    await user.type(email, 'buyer@example.com');
    await user.click(submit);
    expect(notified).toHaveBeenCalledTimes(1);
    expect(document.querySelector('img, script, b')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('on a valid enquiry sends exactly the thank-you notification, empties the form and makes no request', async () => {
    const { name, email, enquiry, send, notified } = setup();
    await send({ name: 'Aisha Khan', email: 'aisha@spiceroute.example', enquiry: 'Do you deliver rice by the pallet?' });
    expect(notified).toHaveBeenCalledTimes(1);
    expect(notified).toHaveBeenCalledWith({ message: 'Enquiry sent! We’ll reply soon.' });
    expect(name).toHaveValue('');
    expect(email).toHaveValue('');
    expect(enquiry).toHaveValue('');
    expect(name).not.toHaveAttribute('aria-invalid');
    network.expectNoRequest();
  });

  it('works from the keyboard alone', async () => {
    const { user, name, notified } = setup();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(name).toHaveFocus();
    await user.keyboard('Aisha Khan');
    await user.tab();
    await user.keyboard('aisha@spiceroute.example');
    await user.tab();
    await user.keyboard('Pallet prices, please.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(notified).toHaveBeenCalledWith({ message: 'Enquiry sent! We’ll reply soon.' });
  });

  it('served before its code has come, cannot be sent but keeps what is typed, and sends it once hydrated', async () => {
    const user = userEvent.setup();
    const notified = jest.fn();
    on('ui/notify', notified);
    const page = serve(<Contact />);
    const form = within(page.container).getByRole('form', { name: 'Send an enquiry' });
    const typed = [
      [within(form).getByRole('textbox', { name: 'Name' }), 'Aisha Khan'],
      [within(form).getByRole('textbox', { name: 'Email' }), 'aisha@spiceroute.example'],
      [within(form).getByRole('textbox', { name: 'Enquiry' }), 'Do you deliver rice by the pallet?'],
    ] as const;
    for (const [field, text] of typed) await user.type(field, text);
    expect(within(form).getByRole('button', { name: 'Send enquiry' })).toBeDisabled();

    page.hydrate();
    for (const [field, text] of typed) expect(field).toHaveValue(text);
    await user.click(within(form).getByRole('button', { name: 'Send enquiry' }));
    expect(notified).toHaveBeenCalledWith({ message: 'Enquiry sent! We’ll reply soon.' });
    for (const [field] of typed) expect(field).toHaveValue('');
  });
});
