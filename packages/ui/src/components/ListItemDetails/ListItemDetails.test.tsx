import { createTranslator } from '@fittings/catalog-core';
import coreEnglish from '@fittings/catalog-core/messages/en';
import coreHindi from '@fittings/catalog-core/messages/hi';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import uiEnglish from '../../i18n/messages/compiled/en.json';
import uiHindi from '../../i18n/messages/compiled/hi.json';
import { TextProvider } from '../../i18n/TextProvider';
import { ListItemDetails } from './ListItemDetails';

const LIMITS = { maxQuantity: 99, maxNoteLength: 200 };

/** The fields over a stored item, as the bathroom list uses them: what is stored is shown in `stored`. */
function Item() {
  const [details, setDetails] = useState({ quantity: 3, note: '', room: '' });
  return (
    <>
      <ListItemDetails
        productName="Ara Basin Mixer"
        details={details}
        rooms={[]}
        limits={LIMITS}
        onChange={(change) => setDetails({ ...details, ...change })}
      />
      <output aria-label="stored">{details.quantity}</output>
    </>
  );
}

const quantity = (name = /Quantity of Ara/) => screen.getByRole('spinbutton', { name });

describe('ListItemDetails', () => {
  it.each([['0'], ['1000'], ['2.5']])(
    'says why %s is refused, keeps it in the field after leaving it, and keeps the stored quantity',
    (typed) => {
      render(<Item />);
      fireEvent.change(quantity(), { target: { value: typed } });
      fireEvent.blur(quantity());
      expect(quantity()).toHaveValue(Number(typed));
      expect(quantity()).toBeInvalid();
      expect(quantity()).toHaveAccessibleDescription(
        'Enter a whole number from 1 to 99. The list keeps 3 until then.',
      );
      expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('3');
    },
  );

  it('stores a quantity within the limits and clears the message', () => {
    render(<Item />);
    fireEvent.change(quantity(), { target: { value: '1000' } });
    fireEvent.change(quantity(), { target: { value: '99' } });
    expect(quantity()).not.toBeInvalid();
    expect(screen.getByRole('status', { name: 'stored' })).toHaveTextContent('99');
  });

  it('says the same in Hindi', () => {
    const hindi = createTranslator('hi', coreEnglish, uiEnglish, coreHindi, uiHindi);
    render(
      <TextProvider translator={hindi}>
        <Item />
      </TextProvider>,
    );
    const field = quantity(/Ara Basin Mixer की संख्या/);
    fireEvent.change(field, { target: { value: '0' } });
    expect(field).toHaveAccessibleDescription(
      '1 से 99 तक की कोई पूरी संख्या लिखें। तब तक लिस्ट में 3 ही रहेगी।',
    );
  });
});
