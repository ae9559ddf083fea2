import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@fittings/catalog-core';
import { loadMenus } from '../layout/menus.languages';
import { InLanguage } from '../test/text';
import SiteLayout from './site';

function renderAt(path: string, language: Language = 'en') {
  const Stub = createRoutesStub([
    { Component: SiteLayout, children: [{ path: '*', Component: () => <h1>Page</h1> }] },
  ]);
  render(
    <InLanguage language={language}>
      <Stub initialEntries={[path]} />
    </InLanguage>,
  );
}

describe('site layout', () => {
  // The Hindi menus come with the Hindi words (loadTranslator does both for a page); the test's translators are
  // built synchronously, so the menus are loaded here.
  beforeAll(() => loadMenus('hi'));

  it('shows the toolbar, the navigation and the footer', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.getByRole('link', { name: 'Where to buy' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it.each(['/leads-form', '/leads-form/ThankYou'])(
    'hides the toolbar and the navigation on %s',
    async (path) => {
      renderAt(path);
      await screen.findByRole('heading', { name: 'Page' });
      expect(screen.queryByRole('link', { name: 'Where to buy' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );

  it('speaks Hindi on a Hindi page: toolbar, menus, footer and their labels', async () => {
    renderAt('/hi/contact-us', 'hi');
    await screen.findByRole('heading', { name: 'Page' });
    const toolbar = screen.getByRole('navigation', { name: 'क्विक लिंक' });
    expect(toolbar).toHaveTextContent('कहाँ ख़रीदें');
    expect(toolbar).not.toHaveTextContent('Where to buy');
    const main = screen.getByRole('navigation', { name: 'मुख्य' });
    expect(main).toHaveTextContent('बाथरूम');
    expect(main).toHaveTextContent('हमारे बारे में');
    expect(main).not.toHaveTextContent('About');
    expect(screen.getByRole('link', { name: 'Ondessa होम' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('हमसे जुड़ें');
    expect(footer).toHaveTextContent('हमारी कंपनी');
    expect(screen.getByRole('link', { name: 'Instagram पर Ondessa' })).toBeInTheDocument();
  });

  it('links the toolbar and the side menu to the same page in each language, query included', async () => {
    renderAt('/hi/product/T14059?finish=PR', 'hi');
    await screen.findByRole('heading', { name: 'Page' });
    const [toolbarSwitch] = screen.getAllByRole('navigation', { name: 'भाषा' });
    const english = within(toolbarSwitch!).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/product/T14059?finish=PR');
    expect(english).toHaveAttribute('hreflang', 'en-IN');
    expect(english).not.toHaveAttribute('aria-current');
    const hindi = within(toolbarSwitch!).getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/product/T14059?finish=PR');
    expect(hindi).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'मेन्यू' }));
    const switches = await screen.findAllByRole('navigation', { name: 'भाषा' });
    expect(switches).toHaveLength(2);
    expect(within(switches[1]!).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/product/T14059?finish=PR',
    );
  });

  it('on an English page, marks English and links Hindi under /hi', async () => {
    renderAt('/where-to-buy');
    await screen.findByRole('heading', { name: 'Page' });
    const toolbarSwitch = screen.getAllByRole('navigation', { name: 'Language' })[0]!;
    expect(within(toolbarSwitch).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const hindi = within(toolbarSwitch).getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/where-to-buy');
    expect(hindi).toHaveAttribute('hreflang', 'hi-IN');
    expect(hindi).toHaveAttribute('lang', 'hi-IN');
  });
});
