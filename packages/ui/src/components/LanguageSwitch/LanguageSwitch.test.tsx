import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { TextProvider } from '../../i18n/TextProvider';
import uiEnglish from '../../i18n/messages/compiled/en.json';
import uiHindi from '../../i18n/messages/compiled/hi.json';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { languageOptions, navEntries, toolbarLinks } from '../../stories/fixtures';
import { NavBar } from '../NavBar/NavBar';
import { Toolbar } from '../Toolbar/Toolbar';
import { LanguageSwitch } from './LanguageSwitch';

const hindi = createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi);
const inHindi = (children: ReactNode) => <TextProvider translator={hindi}>{children}</TextProvider>;

// An app's router link marks itself, so a test can tell it from a plain anchor.
function RouterLink({ href, ref, ...rest }: LinkComponentProps) {
  return <a href={href} ref={ref} data-router-link="" {...rest} />;
}

describe('LanguageSwitch', () => {
  it('links to the same page in each language with hreflang and lang, marking the current one', () => {
    render(<LanguageSwitch languages={languageOptions('en')} />);
    const nav = screen.getByRole('navigation', { name: 'Language' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['English', 'हिन्दी']);
    const [english, hindiLink] = links;
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(hindiLink).not.toHaveAttribute('aria-current');
    expect(hindiLink).toHaveAttribute('href', '/hi/product/T1');
    expect(hindiLink).toHaveAttribute('hreflang', 'hi-IN');
    expect(hindiLink).toHaveAttribute('lang', 'hi-IN');
  });

  it('is a full page load: plain anchors even inside an app link provider', () => {
    render(
      <LinkProvider linkComponent={RouterLink}>
        <LanguageSwitch languages={languageOptions('en')} />
      </LinkProvider>,
    );
    for (const link of screen.getAllByRole('link'))
      expect(link).not.toHaveAttribute('data-router-link');
  });

  it('is named in the page language, and by a given label over the catalogue', () => {
    const { rerender } = render(inHindi(<LanguageSwitch languages={languageOptions('hi')} />));
    expect(screen.getByRole('navigation', { name: 'भाषा' })).toBeInTheDocument();
    rerender(inHindi(<LanguageSwitch languages={languageOptions('hi')} label="Sprache" />));
    expect(screen.getByRole('navigation', { name: 'Sprache' })).toBeInTheDocument();
  });

  it('shows nothing for a page in one language only', () => {
    const { container } = render(<LanguageSwitch languages={languageOptions('en').slice(0, 1)} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has a slot in the toolbar beside the service links', () => {
    render(
      <Toolbar
        links={toolbarLinks}
        languageSwitch={<LanguageSwitch languages={languageOptions('en')} />}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Service' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', {
        name: 'हिन्दी',
      }),
    ).toBeInTheDocument();
  });

  it('reaches the foot of the side menu through the nav bar, by keyboard', async () => {
    const user = userEvent.setup();
    render(
      inHindi(
        <NavBar
          brand="F"
          brandLabel="Fittings home"
          entries={navEntries}
          onSearch={() => {}}
          sideMenuLanguageSwitch={<LanguageSwitch languages={languageOptions('hi')} />}
        />,
      ),
    );
    await user.click(screen.getByRole('button', { name: 'मेन्यू' }));
    const dialog = screen.getByRole('dialog', { name: 'मेन्यू' });
    const english = within(within(dialog).getByRole('navigation', { name: 'भाषा' })).getByRole(
      'link',
      { name: 'English' },
    );
    expect(english).toHaveAttribute('href', '/product/T1');
    expect(english).toHaveAttribute('lang', 'en-IN');
  });
});
