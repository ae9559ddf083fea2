import { fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink, IconButton } from './Button';

describe('Button', () => {
  it('is a button (not a submit) that reports clicks', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Find dealers</Button>);
    const button = screen.getByRole('button', { name: 'Find dealers' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('renders a link styled as a button', () => {
    render(<ButtonLink href="/where-to-buy">Find dealers</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Find dealers' })).toHaveAttribute(
      'href',
      '/where-to-buy',
    );
  });

  it('names icon-only buttons', () => {
    render(<IconButton icon="close" label="Close search" />);
    expect(screen.getByRole('button', { name: 'Close search' })).toBeInTheDocument();
  });
});
