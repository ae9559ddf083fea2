import type { ListItemDetails as Details } from '@fittings/catalog-core/bathroom-list';
import { useState } from 'react';
import { Select } from '../Select/Select';
import { TextField } from '../TextField/TextField';
import { Textarea } from '../Textarea/Textarea';
import * as styles from './ListItemDetails.css';
import { useText } from '../../i18n/TextProvider';

export interface ListItemDetailsProps {
  /** The product's name as text, to name the fields for screen readers ("Quantity of Ara Basin Mixer"). */
  productName: string;
  details: Details;
  /** The rooms the visitor named; the item can go in one of them or in none. */
  rooms: readonly string[];
  onChange: (change: Partial<Details>) => void;
  /**
   * The bounds of the fields: pass catalog-core's `BATHROOM_LIST_LIMITS`. Props rather than an import so the design
   * system's bundle, loaded by every page, does not pull in the bathroom list's rules.
   */
  limits: { maxQuantity: number; maxNoteLength: number };
}

/**
 * What the bathroom list adds to a wishlist item: how many (1 to 99), which room (one the visitor named, or none), and
 * a note of up to 200 characters for the plumber or dealer. Each field is named with the product for screen readers.
 * The values are cleaned by catalog-core's rules when stored; the fields only bound what can be typed.
 */
export function ListItemDetails({
  productName,
  details,
  rooms,
  onChange,
  limits,
}: ListItemDetailsProps) {
  // What is typed in the quantity field, so it can be emptied on the way to another number. The stored quantity
  // changes only to a whole number within the limits; anything else is said beside the field, which keeps what was
  // typed (never silently turned into 1 or the maximum) until it is corrected.
  const text = useText();
  const [typedQuantity, setTypedQuantity] = useState<string | null>(null);
  const typed =
    typedQuantity === null || typedQuantity.trim() === '' ? null : Number(typedQuantity);
  const outOfRange =
    typed !== null && !(Number.isInteger(typed) && typed >= 1 && typed <= limits.maxQuantity);
  return (
    <div className={styles.root}>
      <TextField
        label={text.t('ui.listItemDetails.quantity')}
        aria-label={text.t('ui.listItemDetails.quantityOf', { name: productName })}
        type="number"
        inputMode="numeric"
        min={1}
        max={limits.maxQuantity}
        step={1}
        value={typedQuantity ?? String(details.quantity)}
        error={
          outOfRange
            ? text.t('ui.listItemDetails.quantityOutOfRange', {
                max: limits.maxQuantity,
                quantity: details.quantity,
              })
            : undefined
        }
        onChange={(event) => {
          setTypedQuantity(event.currentTarget.value);
          const value = event.currentTarget.valueAsNumber;
          if (Number.isInteger(value) && value >= 1 && value <= limits.maxQuantity)
            onChange({ quantity: value });
        }}
        onBlur={() => {
          if (!outOfRange) setTypedQuantity(null);
        }}
      />
      <Select
        label={text.t('ui.listItemDetails.room')}
        aria-label={text.t('ui.listItemDetails.roomOf', { name: productName })}
        value={details.room}
        options={[
          { value: '', label: text.t('ui.listItemDetails.noRoom') },
          ...rooms.map((room) => ({ value: room, label: room })),
        ]}
        onChange={(event) => onChange({ room: event.currentTarget.value })}
      />
      <Textarea
        className={styles.note}
        label={text.t('ui.listItemDetails.note')}
        aria-label={text.t('ui.listItemDetails.noteFor', { name: productName })}
        optional
        rows={2}
        maxLength={limits.maxNoteLength}
        value={details.note}
        onChange={(event) => onChange({ note: event.currentTarget.value })}
      />
    </div>
  );
}
