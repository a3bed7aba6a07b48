import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('offers Prev, every page number and Next, marking the current page', () => {
    render(<Pagination page={2} pageCount={4} onChange={jest.fn()} />);
    const bar = screen.getByRole('navigation', { name: 'Pages' });
    expect(Array.from(bar.querySelectorAll('button'), (button) => button.textContent)).toEqual(['Prev', '1', '2', '3', '4', 'Next']);
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');
  });

  it('disables Prev on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={4} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={4} pageCount={4} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('disables both when everything fits on one page', () => {
    render(<Pagination page={1} pageCount={1} onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('asks for the page before, after, or the one picked', async () => {
    const onChange = jest.fn();
    render(<Pagination page={2} pageCount={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Prev' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    expect(onChange.mock.calls).toEqual([[1], [3], [4]]);
  });

  it('does nothing for the page already shown', async () => {
    const onChange = jest.fn();
    render(<Pagination page={2} pageCount={4} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
