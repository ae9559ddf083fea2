import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
