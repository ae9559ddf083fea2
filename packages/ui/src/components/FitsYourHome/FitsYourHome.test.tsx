import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import uiEnglish from '../../i18n/messages/compiled/en.json';
import uiHindi from '../../i18n/messages/compiled/hi.json';
import { TextProvider } from '../../i18n/TextProvider';
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

  it('says every label and value in Hindi inside a Hindi provider, figures formatted for hi-IN', () => {
    const hindi = createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi);
    render(
      <TextProvider translator={hindi}>
        <FitsYourHome fit={homeFits.bibTap} />
      </TextProvider>,
    );
    expect(screen.getByRole('region', { name: 'आपके घर के लिए सही' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual([
      'पानी का प्रेशर',
      'पानी का बहाव',
      'इनलेट',
      'खारा पानी',
      'कार्ट्रिज',
      'मटीरियल',
      'वारंटी',
      'साइज़',
    ]);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values[0]).toBe('0.1 बार से चलता है, इसलिए छत की टंकी से पानी पाने वाले घर के लिए सही है');
    expect(values[1]).toBe('1 बार पर 4.6 लीटर प्रति मिनट, 3 बार पर 8 लीटर प्रति मिनट');
    expect(values[6]).toBe('5 साल');
    expect(values[7]).toBe('ऊँचाई 80 मिमी, चौड़ाई 50 मिमी, गहराई 140 मिमी');
    // The product's own data (its inlet size, cartridge, materials) is shown as the catalogue gives it.
    expect(values[2]).toBe('1/2" BSP');
    expect(screen.queryByText(/Water pressure|Warranty|years|Works from/)).toBeNull();
  });
});
