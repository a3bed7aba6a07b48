import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input, with what stands beside it', () => {
    render(
      <Field label="Email" name="email">
        <button type="submit">Subscribe</button>
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('name', 'email');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('with rows, is a textarea described by its hint and then its error', () => {
    render(<Field label="Enquiry" rows={6} hint="Up to 1,000 characters." error="Enquiry is required" />);
    const textarea = screen.getByRole('textbox', { name: 'Enquiry' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Up to 1,000 characters. Enquiry is required');
  });
});
