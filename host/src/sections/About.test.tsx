import { render, screen, within } from '@testing-library/react';
import { About } from './About';

describe('About', () => {
  it('is the #about section', () => {
    render(<About />);
    expect(screen.getByRole('region', { name: 'About us' })).toHaveAttribute('id', 'about');
  });

  it('gives the wholesaler’s figures, each with what it counts', () => {
    render(<About />);
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['products stocked', '1500+'],
      ['clients served', '300+'],
      ['deliveries made', '1000+'],
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1500+', '300+', '1000+']);
  });

  it('says the company was established in 2025', () => {
    render(<About />);
    expect(within(screen.getByRole('region', { name: 'About us' })).getByText('Established 2025')).toBeInTheDocument();
  });
});
