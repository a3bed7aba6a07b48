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
      {open && (
        <Dialog title="Plain flour" onClose={() => setOpen(false)}>
          <p>body</p>
        </Dialog>
      )}
    </>
  );
}

async function openDialog() {
  render(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('dialog', { name: 'Plain flour' });
}

describe('Dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is a modal dialog labelled by its title', async () => {
    // jsdom knows no modal state; the browser's is what showModal (not show) asks for.
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    const show = jest.spyOn(HTMLDialogElement.prototype, 'show');
    const dialog = await openDialog();
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(show).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByText('body')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Esc (the native cancel event), and the browser is told to close it', async () => {
    const dialog = await openDialog();
    const close = jest.spyOn(dialog as HTMLDialogElement, 'close');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(close).toHaveBeenCalled();
  });
});
