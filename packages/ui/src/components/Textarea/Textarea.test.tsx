import { render, screen } from '@testing-library/react';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled multi-line box with its error', () => {
    render(<Textarea label="Message" error="Enter your message" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Enter your message');
  });
});
