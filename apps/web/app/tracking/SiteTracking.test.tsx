import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrackingIds } from '../../integrations';
import { InLanguage } from '../test/text';
import { SiteTracking } from './SiteTracking';

afterEach(() => localStorage.clear());

function renderSite(ids: TrackingIds, language: 'en' | 'hi') {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <SiteTracking ids={ids}>
          <h1>Page</h1>
        </SiteTracking>
      ),
    },
  ]);
  render(
    <InLanguage language={language}>
      <Stub initialEntries={[language === 'hi' ? '/hi/' : '/']} />
    </InLanguage>,
  );
}

const SERVICES = [
  'Google Analytics',
  'Google Tag Manager',
  'Microsoft Clarity',
  'Meta Pixel',
  'Google Ads',
];

describe.each([
  ['en', 'Cookies on this site', 'Choose', 'Analytics', ['Behaviour', 'Advertising']],
  ['hi', 'इस साइट पर कुकी', 'खुद चुनें', 'एनालिटिक्स', ['बिहेवियर', 'विज्ञापन']],
] as const)('the consent banner (%s)', (language, title, choose, analytics, others) => {
  it('with one tracker configured, offers only its category and names only that service', async () => {
    renderSite({ googleAnalytics: 'G-TEST1234' }, language);
    const banner = await screen.findByRole('region', { name: title });
    fireEvent.click(within(banner).getByRole('button', { name: choose }));
    const boxes = within(banner).getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect(within(banner).getByLabelText(analytics)).toBeInTheDocument();
    for (const label of others) expect(within(banner).queryByLabelText(label)).toBeNull();
    const text = banner.textContent ?? '';
    expect(text).toContain('Google Analytics');
    for (const service of SERVICES.slice(1)) expect(text).not.toContain(service);
  });

  it('with no tracker configured, asks nothing', async () => {
    renderSite({}, language);
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('region', { name: title })).toBeNull();
  });
});
