import { render, screen } from '@testing-library/react';
import { footerColumns, legalLinks, socialLinks } from '../../stories/fixtures';
import { Footer } from './Footer';

/** The paragraph that reads `text`, its name in its own element. */
const paragraphSaying = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('Footer', () => {
  const props = {
    columns: footerColumns,
    socialLinks,
    legalLinks,
    copyrightHolder: 'Fittings India',
  };

  it('shows the six columns in the order of the spec', () => {
    render(<Footer {...props} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Our Company',
      'Bathroom',
      'Kitchen',
      'Design & Innovation',
      'Customer Service',
      'Connect With Us',
    ]);
  });

  it('has the legal links and named social links', () => {
    render(<Footer {...props} />);
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'CSR policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fittings on YouTube' })).toHaveAttribute(
      'href',
      'https://youtube.example/fittings',
    );
  });

  it('prints the current year in the copyright line', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-01T12:00:00Z'));
    render(<Footer {...props} />);
    expect(paragraphSaying('© 2031 Fittings India. All rights reserved.')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('does not double the full stop after a holder ending in one', () => {
    render(<Footer {...props} copyrightHolder="Fittings India Pvt. Ltd." year={2026} />);
    expect(
      paragraphSaying('© 2026 Fittings India Pvt. Ltd. All rights reserved.'),
    ).toBeInTheDocument();
  });

  it('marks the holder, a name, as not to be translated, and only the holder', () => {
    render(<Footer {...props} year={2026} />);
    const holder = screen.getByText('Fittings India');
    expect(holder).toHaveAttribute('translate', 'no');
    expect(holder.parentElement).toBe(
      paragraphSaying('© 2026 Fittings India. All rights reserved.'),
    );
    expect(holder.parentElement).not.toHaveAttribute('translate');
  });
});
