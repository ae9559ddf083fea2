import { render, screen } from '@testing-library/react';
import { NotFound } from './NotFound';

describe('NotFound', () => {
  it('shows a large 404 and the spec message with a way home', () => {
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: '404 Whoops, page not found.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
