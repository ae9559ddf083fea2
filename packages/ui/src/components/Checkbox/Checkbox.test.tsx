import { fireEvent, render, screen } from '@testing-library/react';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles and is described by its description and error', () => {
    render(<Checkbox label="Analytics" description="Counts visits" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Analytics' });
    expect(box).toHaveAccessibleDescription('Counts visits Required');
    expect(box).toBeInvalid();
    fireEvent.click(box);
    expect(box).toBeChecked();
  });
});
