import { render, screen, within } from '@testing-library/react';
import { Footer } from './Footer';
import { BRAND } from '../brand';

describe('Footer', () => {
  it('is the page footer with quick links to the shop, about and contact sections', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(within(quickLinks).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop', '#shop'],
      ['About', '#about'],
      ['Contact', '#contact'],
    ]);
  });

  it('names the company and how to reach it', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByText(BRAND.name, { exact: false }).length).toBeGreaterThan(0);
    expect(within(footer).getByRole('link', { name: BRAND.phone })).toHaveAttribute('href', `tel:${BRAND.phone.replaceAll(' ', '')}`);
    expect(within(footer).getByRole('link', { name: BRAND.email })).toHaveAttribute('href', `mailto:${BRAND.email}`);
    expect(within(footer).getByText(BRAND.address)).toBeInTheDocument();
  });

  it('carries the copyright for the current year', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z') });
    try {
      render(<Footer />);
      expect(screen.getByText(`© 2031 ${BRAND.name}`)).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
