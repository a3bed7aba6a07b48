import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { TextAreaField } from './TextAreaField';

describe('TextAreaField', () => {
  it('labels its textarea and describes it by its hint', () => {
    render(<TextAreaField label="Enquiry" name="enquiry" hint="Up to 1,000 characters." />);
    const textarea = screen.getByRole('textbox', { name: 'Enquiry' });
    expect(textarea).toHaveAttribute('name', 'enquiry');
    expect(textarea).toHaveAccessibleDescription('Up to 1,000 characters.');
    expect(textarea).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error message to the textarea, after the hint', () => {
    render(<TextAreaField label="Enquiry" hint="Up to 1,000 characters." error="Enquiry is required" />);
    const textarea = screen.getByRole('textbox', { name: 'Enquiry' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Up to 1,000 characters. Enquiry is required');
  });

  it('hands its ref to the textarea, so a form can focus it', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextAreaField label="Enquiry" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Enquiry' }));
  });
});
