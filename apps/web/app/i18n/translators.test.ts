import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Translators from './translators';

// Each test starts from a browser that has loaded nothing yet, as on a fresh page.
let translators: typeof Translators;
beforeEach(async () => {
  vi.resetModules();
  translators = await import('./translators');
});

describe('translators', () => {
  it('renders an English page after a Hindi one without loading English again', async () => {
    await translators.loadTranslator('hi');
    expect(translators.translatorOf('hi').t('web.listing.apply')).toBe('लागू करें');
    expect(translators.translatorOf('en').t('web.listing.apply')).toBe('Apply');
  });

  it('has English at once, with no chunk to wait for (issue 30), and Hindi only once loaded', () => {
    expect(translators.translatorOf('en').t('web.listing.apply')).toBe('Apply');
    // Before its words are loaded a Hindi page would read English: the root loader and the entry load them first.
    expect(translators.translatorOf('hi').t('web.listing.apply')).toBe('Apply');
  });
});
