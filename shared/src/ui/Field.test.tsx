import { render, screen } from '@testing-library/react';
import { Field } from './Field';

describe('Field', () => {
  it('labels its input', () => {
    render(<Field label="Email" name="email" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('name', 'email');
  });

  it('ties its error message to the input for screen readers', () => {
    render(<Field label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('is not marked invalid without an error', () => {
    render(<Field label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });
});
