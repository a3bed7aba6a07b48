import { existsSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import { GreenLiving } from './GreenLiving';

describe('GreenLiving', () => {
  it('explains bulk buying’s packaging and delivery savings', () => {
    render(<GreenLiving />);
    const section = screen.getByRole('region', { name: 'Greener by the case' });
    expect(within(section).getByText(/less packaging per unit/i)).toBeInTheDocument();
    expect(within(section).getByText(/recyclable packs/i)).toBeInTheDocument();
    expect(within(section).getByText(/local delivery routes/i)).toBeInTheDocument();
  });

  it('shows a captioned gallery of the host’s own images, each described and sized so nothing shifts', () => {
    const { container } = render(<GreenLiving />);
    const gallery = screen.getByRole('list', { name: 'Green living gallery' });
    const images = within(gallery).getAllByRole('img');
    expect(images.length).toBeGreaterThanOrEqual(4);
    for (const image of images) {
      expect(image.getAttribute('alt')?.trim()).toBeTruthy();
      expect(image).toHaveAttribute('width', '480');
      expect(image).toHaveAttribute('height', '320');
      const src = image.getAttribute('src') ?? '';
      expect(src).toMatch(/^\/media\/green\/[\w-]+\.svg$/);
      expect(existsSync(path.join(__dirname, '../../public', src))).toBe(true);
      expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBeTruthy();
    }
    expect(container.querySelectorAll('figure img')).toHaveLength(images.length);
  });

  it('quotes three trade customers, each with name and business', () => {
    render(<GreenLiving />);
    const list = screen.getByRole('list', { name: 'What our trade customers say' });
    const quotes = within(list).getAllByRole('listitem');
    expect(quotes).toHaveLength(3);
    for (const item of quotes) {
      expect(item.querySelector('figure > blockquote')?.textContent).toBeTruthy();
      expect(item.querySelector('figcaption cite')?.textContent).toBeTruthy();
    }
    expect(within(list).getByText('Walker’s Corner Shop')).toBeInTheDocument();
  });
});
