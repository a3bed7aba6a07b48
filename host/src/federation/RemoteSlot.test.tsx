import { Suspense, use, type ComponentType } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot';
import { useGoneFiles } from './goneFiles';
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
    useGoneFiles.setState({ moved: {}, reloadFor: [] });
  });

  it('holds the place with its placeholder, then shows the remote', async () => {
    load.mockResolvedValue(() => <p>shop content</p>);
    render(<RemoteSlot remote="shop" label="The shop" placeholder={<div>skeleton</div>} />);
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(await screen.findByText('shop content')).toBeInTheDocument();
    expect(screen.queryByText('skeleton')).not.toBeInTheDocument();
  });

  it('mounts the remote afresh, from the build it was moved to, once its running build’s files have gone', async () => {
    load.mockResolvedValueOnce(() => <p>build 4</p>).mockResolvedValueOnce(() => <p>build 5</p>);
    render(<RemoteSlot remote="cart" label="The cart" placeholder={<div>placeholder</div>} />);
    expect(await screen.findByText('build 4')).toBeInTheDocument();
    act(() => useGoneFiles.getState().move('shop'));
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    act(() => useGoneFiles.getState().move('cart'));
    expect(await screen.findByText('build 5')).toBeInTheDocument();
    expect(screen.queryByText('build 4')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('mounted after its remote was moved, loads it once', async () => {
    act(() => useGoneFiles.getState().move('cart'));
    load.mockResolvedValue(() => <p>build 5</p>);
    render(<RemoteSlot remote="cart" label="The cart" placeholder={null} />);
    expect(await screen.findByText('build 5')).toBeInTheDocument();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds the place without loading the remote until it may start', async () => {
    load.mockResolvedValue(() => <p>shop content</p>);
    const slot = (start: boolean) => <RemoteSlot remote="shop" label="The shop" placeholder={<div>skeleton</div>} start={start} />;
    const { rerender } = render(slot(false));
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    rerender(slot(true));
    expect(await screen.findByText('shop content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
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

  it('replaces a remote that throws while rendering with its known-good build, holding its place meanwhile', async () => {
    let knownGood: (component: ComponentType) => void = () => undefined;
    load.mockResolvedValueOnce(Throwing).mockReturnValueOnce(new Promise((resolve) => (knownGood = resolve)));
    render(
      <>
        <p>rest of the page</p>
        <RemoteSlot remote="cart" label="The cart" placeholder={<div>skeleton</div>} />
      </>,
    );
    await waitFor(() => expect(load).toHaveBeenLastCalledWith('cart', { error: new Error('remote bug') }));
    expect(screen.getByText('skeleton')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => knownGood(() => <p>known-good cart</p>));
    expect(await screen.findByText('known-good cart')).toBeInTheDocument();
    expect(screen.getByText('rest of the page')).toBeInTheDocument();
  });

  it('shows its fallback when the known-good build throws too, or there is none, and Retry starts again from the live one', async () => {
    load.mockResolvedValueOnce(Throwing).mockResolvedValueOnce(Throwing).mockResolvedValueOnce(() => <p>fixed</p>);
    render(<RemoteSlot remote="cart" label="The cart" placeholder={null} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart is not available right now.');
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('fixed')).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith('cart', undefined);
    expect(forgetRemote).toHaveBeenCalledWith('cart');

    load.mockReset();
    load.mockResolvedValueOnce(Throwing).mockRejectedValueOnce(new Error('remote bug'));
    render(<RemoteSlot remote="shop" label="The shop" placeholder={null} />);
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent('The shop is not available right now.');
  });
});
