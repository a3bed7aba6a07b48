import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serve } from '../testing/served';
import { RangeOverview } from './RangeOverview';

describe('RangeOverview', () => {
  it('is the #products section with the six category cards, their highlight counts in order', () => {
    const { container } = render(<RangeOverview />);
    expect(container.querySelector('section')).toHaveAttribute('id', 'products');
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Groceries', 'Beverages', 'Household', 'Snacks', 'Frozen', 'Personal Care']);
    expect(cards.map((card) => within(card).getByText(/\+$/).textContent)).toEqual(['500+', '300+', '400+', '600+', '350+', '450+']);
    for (const card of cards) {
      const image = card.querySelector('img');
      expect(image).toHaveAttribute('width', '320');
      expect(image).toHaveAttribute('height', '200');
    }
  });

  it('serves a box in each picture’s place; the pictures come once the page has hydrated', () => {
    const page = serve(<RangeOverview />);
    expect(page.container.querySelectorAll('img')).toHaveLength(0);
    page.hydrate();
    expect(page.container.querySelectorAll('li > img')).toHaveLength(6);
  });

  it('links each card with Shop Now to its category’s shop address', () => {
    render(<RangeOverview />);
    const links = screen.getAllByRole('link', { name: 'Shop Now' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/shop/groceries/', '/shop/beverages/', '/shop/household/', '/shop/snacks/', '/shop/frozen/', '/shop/personal-care/']);
    expect(links[5]).toHaveAccessibleDescription('Personal Care');
  });

  it('scrolls the row by 300 px left and right', async () => {
    const scrollBy = jest.fn();
    // jsdom does not lay out, so it has no scrolling of its own.
    Element.prototype.scrollBy = scrollBy;
    render(<RangeOverview />);
    await userEvent.click(screen.getByRole('button', { name: 'Scroll right' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 300 }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll left' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -300 }));
    expect(scrollBy.mock.contexts[0]).toBe(document.getElementById('range-row'));
  });
});
