import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and describes it with the hint', () => {
    render(<TextField label="Phone" hint="Ten digits" optional />);
    const input = screen.getByRole('textbox', { name: 'Phone(optional)' });
    expect(input).toHaveAccessibleDescription('Ten digits');
    expect(input).not.toBeInvalid();
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<TextField label="Email" error="Enter your email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Enter your email');
  });
});
