import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from './Dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog open={open} title="Login" onClose={() => setOpen(false)}>
        <p>body</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a dialog labelled by its title, shown only while open', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeVisible();
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('closes on Esc (the native cancel event)', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(await screen.findByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
  });
});
