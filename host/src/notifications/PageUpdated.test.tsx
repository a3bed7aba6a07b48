import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useGoneFiles } from '../federation/goneFiles';
import { PageUpdated } from './PageUpdated';

describe('PageUpdated', () => {
  afterEach(() => useGoneFiles.setState({ moved: {}, reloadFor: [] }));

  it('says nothing while every part of the page has its files', () => {
    render(<PageUpdated />);
    act(() => useGoneFiles.getState().move('cart'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the shopper plainly that the page was updated, with one button, focused, that reloads it', async () => {
    const reload = jest.fn();
    render(<PageUpdated reloadPage={reload} />);
    act(() => useGoneFiles.getState().askReload('auth'));
    expect(screen.getByRole('alert')).toHaveTextContent('This page has been updated. Reload it to carry on: your cart and sign-in are kept.');
    const button = screen.getByRole('button', { name: 'Reload page' });
    expect(button).toHaveFocus();
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
