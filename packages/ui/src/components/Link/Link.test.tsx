import { render, screen } from '@testing-library/react';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { Link } from './Link';

function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <a data-to={href} href={href} {...rest} />;
}

describe('Link', () => {
  it('renders a plain anchor without a provider', () => {
    render(<Link href="/warranty">Warranty</Link>);
    expect(screen.getByRole('link', { name: 'Warranty' })).toHaveAttribute('href', '/warranty');
  });

  it("renders internal links through the app's link component", () => {
    render(
      <LinkProvider linkComponent={RouterLink}>
        <Link href="/warranty">Warranty</Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Warranty' })).toHaveAttribute('data-to', '/warranty');
  });

  it('keeps external links, downloads and new tabs as plain anchors', () => {
    render(
      <LinkProvider linkComponent={RouterLink}>
        <Link href="https://marketplace.example/x">Buy</Link>
        <Link href="/media/spec.pdf" download>
          Download
        </Link>
        <Link href="/media/spec.pdf" newTab>
          View
        </Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Buy' })).not.toHaveAttribute('data-to');
    expect(screen.getByRole('link', { name: 'Download' })).not.toHaveAttribute('data-to');
    const view = screen.getByRole('link', { name: 'View (opens in a new tab)' });
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
