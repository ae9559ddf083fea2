import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextProvider } from '../../i18n/TextProvider';
import uiEnglish from '../../i18n/messages/compiled/en';
import uiHindi from '../../i18n/messages/compiled/hi';
import { homeFits } from '../../stories/fixtures';
import { FitsYourHome } from './FitsYourHome';

describe('FitsYourHome', () => {
  it('names each fact as a term with its plain-words value', () => {
    render(<FitsYourHome fit={homeFits.bibTap} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'Water pressure',
      'Flow',
      'Inlet',
      'Hard water',
      'Cartridge',
      'Materials',
      'Warranty',
      'Size',
    ]);
    expect(screen.getByRole('region', { name: 'Fits your home' })).toBeTruthy();
    expect(screen.getByText('5 years')).toBeTruthy();
  });

  it('says the facts in the language of its TextProvider', () => {
    const hindi = createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi);
    render(
      <TextProvider translator={hindi}>
        <FitsYourHome fit={homeFits.bibTap} />
      </TextProvider>,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms[0]).toBe('पानी का प्रेशर');
    expect(terms).not.toContain('Water pressure');
  });
});
