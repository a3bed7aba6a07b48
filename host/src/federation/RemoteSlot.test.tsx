import { Suspense, use } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot';
import { forgetRemote, loadRemoteComponent } from './remotes';

jest.mock('./remotes', () => ({
  loadRemoteComponent: jest.fn(),
  forgetRemote: jest.fn(),
}));

const load = jest.mocked(loadRemoteComponent);

function Throwing(): never {
  throw new Error('remote bug');
}

describe('RemoteSlot', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    load.mockReset();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React reports errors caught by a boundary; the host's root turns them into warnings.
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    warn.mockRestore();
    error.mockRestore();
  });

  it('holds the place with its placeholder, then shows the remote', async () => {
    load.mockResolvedValue(() => <p>shop content</p>);
    render(<RemoteSlot remote="shop" label="The shop" placeholder={<div>skeleton</div>} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('shop content')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
  });

  it('renders the arrived remote as a transition: while it is not ready, its placeholder stays and the page around it is kept', async () => {
    let finish: (text: string) => void = () => undefined;
    const ready = new Promise<string>((resolve) => {
      finish = resolve;
    });
    // A remote whose first render waits on its data.
    const Waiting = () => <p>{use(ready)}</p>;
    load.mockResolvedValue(Waiting);
    render(
      <Suspense fallback={<p>the whole page is loading</p>}>
        <p>header</p>
        <RemoteSlot remote="shop" label="The shop" placeholder={<div>skeleton</div>} />
      </Suspense>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.queryByText('the whole page is loading')).not.toBeInTheDocument();
    await act(async () => finish('shop content'));
    expect(await screen.findByText('shop content')).toBeInTheDocument();
  });

  it('shows a fallback with Retry when the remote cannot be loaded, and Retry loads it afresh', async () => {
    load.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce(() => <p>shop content</p>);
    render(<RemoteSlot remote="shop" label="The shop" placeholder={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is not available right now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(forgetRemote).toHaveBeenCalledWith('shop');
    expect(await screen.findByText('shop content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a remote that throws while rendering inside its slot', async () => {
    load.mockResolvedValueOnce(Throwing).mockResolvedValueOnce(() => <p>fixed</p>);
    render(
      <>
        <p>rest of the page</p>
        <RemoteSlot remote="cart" label="The cart" placeholder={null} />
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart is not available right now.');
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('fixed')).toBeInTheDocument();
  });
});
