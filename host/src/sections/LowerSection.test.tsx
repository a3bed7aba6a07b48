import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LowerSection } from './LowerSection';

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

});
