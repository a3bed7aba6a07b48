import { act, fireEvent, render, screen } from '@testing-library/react';
import { serve } from '../testing/served';
import { Hero } from './Hero';

function shownSlide() {
  return screen.getAllByRole('group', { hidden: true }).findIndex((slide) => slide.getAttribute('aria-hidden') === 'false');
}

function setReducedMotion(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

describe('Hero', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('has the heading, three banners with their sizes set, and Explore Our Stock to #shop', () => {
    render(<Hero />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const banners = screen.getAllByRole('img', { hidden: true });
    expect(banners).toHaveLength(3);
    for (const banner of banners) {
      expect(banner).toHaveAttribute('width', '1200');
      expect(banner).toHaveAttribute('height', '500');
    }
    expect(screen.getByRole('link', { name: 'Explore Our Stock' })).toHaveAttribute('href', '#shop');
  });

  it('serves the first banner only; the later two come once the page has hydrated', () => {
    const page = serve(<Hero />);
    expect(page.container.querySelectorAll('img')).toHaveLength(1);
    page.hydrate();
    expect(page.container.querySelectorAll('img')).toHaveLength(3);
  });

  it('serves its dots and its play button disabled, since they work only once the page has hydrated', () => {
    const page = serve(<Hero />);
    const controls = () => [screen.getByRole('button', { name: 'Pause slides' }), ...[1, 2, 3].map((n) => screen.getByRole('button', { name: `Slide ${n}` }))];
    for (const control of controls()) expect(control).toBeDisabled();
    page.hydrate();
    for (const control of controls()) expect(control).toBeEnabled();
  });

  it('advances every 5 s', () => {
    render(<Hero />);
    expect(shownSlide()).toBe(0);
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true');
    act(() => jest.advanceTimersByTime(5000));
    expect(shownSlide()).toBe(1);
    expect(screen.getByRole('button', { name: 'Slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('shows the slide a dot picks, and stops rotating once the shopper steps in', () => {
    render(<Hero />);
    const third = screen.getByRole('button', { name: 'Slide 3' });
    fireEvent.focus(third);
    fireEvent.click(third);
    expect(shownSlide()).toBe(2);
    act(() => jest.advanceTimersByTime(20_000));
    expect(shownSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('pauses while the pointer is over it', () => {
    render(<Hero />);
    const hero = screen.getByRole('region');
    fireEvent.mouseEnter(hero);
    act(() => jest.advanceTimersByTime(12_000));
    expect(shownSlide()).toBe(0);
    fireEvent.mouseLeave(hero);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownSlide()).toBe(1);
  });

  it('does not rotate with reduced motion unless the shopper presses Play', () => {
    setReducedMotion(true);
    render(<Hero />);
    act(() => jest.advanceTimersByTime(20_000));
    expect(shownSlide()).toBe(0);
    const play = screen.getByRole('button', { name: 'Play slides' });
    fireEvent.focus(play);
    fireEvent.click(play);
    act(() => jest.advanceTimersByTime(5000));
    expect(shownSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => jest.advanceTimersByTime(20_000));
    expect(shownSlide()).toBe(1);
  });
});
