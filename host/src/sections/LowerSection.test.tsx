import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LowerSection } from './LowerSection';
import { inLowerSection } from './lowerSectionCode';

describe('LowerSection', () => {
  it('shows the section once its code has arrived', async () => {
    const Section = lazy(async () => ({ default: () => <h2>Greener by the case</h2> }));
    render(
      <LowerSection>
        <Section />
      </LowerSection>,
    );
    expect(await screen.findByRole('heading', { name: 'Greener by the case' })).toBeInTheDocument();
  });

  it('says the part could not be loaded, with a way to reload, when its code cannot be fetched', async () => {
    const warn = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Section = lazy(() => Promise.reject(new Error('ChunkLoadError')));
    render(
      <LowerSection>
        <Section />
      </LowerSection>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it('marks its section, so that the page’s first script knows it before React does', () => {
    const Section = () => <h2>Contact us</h2>;
    render(
      <>
        <h1>Bulk buying</h1>
        <LowerSection>
          <Section />
        </LowerSection>
      </>,
    );
    expect(inLowerSection(screen.getByRole('heading', { name: 'Contact us' }))).toBe(true);
    expect(inLowerSection(screen.getByRole('heading', { name: 'Bulk buying' }))).toBe(false);
  });
});
