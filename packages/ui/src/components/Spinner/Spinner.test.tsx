import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status with its label', () => {
    render(<Spinner label="Loading product" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
  });
});
