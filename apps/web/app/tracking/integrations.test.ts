import { describe, expect, it } from 'vitest';
import { cspSourcesOf, integrationsFromEnv } from '../../integrations';

describe('integrationsFromEnv', () => {
  it('switches every tracker off and uses the local captcha when nothing is set', () => {
    const integrations = integrationsFromEnv({});
    expect(integrations).toEqual({
      tracking: {},
      captcha: { provider: 'local', testToken: 'local-captcha-test-token' },
    });
    expect(cspSourcesOf(integrations)).toEqual({ script: [], connect: [], img: [], frame: [] });
  });

  it('reads each tracker id, and refuses one that is not of its provider’s shape', () => {
    expect(
      integrationsFromEnv({ GA_MEASUREMENT_ID: 'G-ABC123', ADS_CONVERSION_ID: 'AW-1234567/Lead' })
        .tracking,
    ).toEqual({ googleAnalytics: 'G-ABC123', googleAds: 'AW-1234567/Lead' });
    expect(() => integrationsFromEnv({ GA_MEASUREMENT_ID: 'UA-1234-1' })).toThrow(
      /GA_MEASUREMENT_ID/,
    );
    expect(() => integrationsFromEnv({ META_PIXEL_ID: '12ab' })).toThrow(/META_PIXEL_ID/);
    expect(() => integrationsFromEnv({ CAPTCHA_PROVIDER: 'turnstile' })).toThrow(
      /CAPTCHA_SITE_KEY/,
    );
  });

  it('allows exactly the hosts of what is configured', () => {
    const sources = cspSourcesOf(
      integrationsFromEnv({
        META_PIXEL_ID: '1234567890',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SITE_KEY: '0x4AAA',
      }),
    );
    expect(sources.script).toEqual([
      'https://connect.facebook.net',
      'https://challenges.cloudflare.com',
    ]);
    expect(sources.connect).not.toContain('https://*.google-analytics.com');
    expect(sources.frame).toEqual(['https://challenges.cloudflare.com']);
  });
});
