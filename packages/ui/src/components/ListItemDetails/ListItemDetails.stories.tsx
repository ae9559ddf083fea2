import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { desktop, mobile } from '../../stories/viewports';
import { ListItemDetails, type ListItemDetailsProps } from './ListItemDetails';

/** Holds the details as the site's store would, so typing shows. */
function Stateful(props: ListItemDetailsProps) {
  const [details, setDetails] = useState(props.details);
  return (
    <ListItemDetails
      {...props}
      details={details}
      onChange={(change) => {
        setDetails((d) => ({ ...d, ...change }));
        props.onChange(change);
      }}
    />
  );
}

const meta = preview.meta({
  title: 'Wishlist/ListItemDetails',
  component: ListItemDetails,
  render: (args) => <Stateful {...args} />,
  args: {
    productName: 'Trillian™ Single Handle Basin Mixer',
    details: { quantity: 1, note: '', room: '' },
    rooms: ['Bathroom 1', 'Kitchen', 'बच्चों का बाथरूम'],
    onChange: fn(),
    limits: { maxQuantity: 99, maxNoteLength: 200 },
  },
  ...docsMeta({ layout: 'padded' }),
});

export const Desktop = meta.story({
  globals: desktop,
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton', { name: /Quantity of Trillian/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith({ quantity: 3 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Room of/ }), 'Kitchen');
    await expect(args.onChange).toHaveBeenLastCalledWith({ room: 'Kitchen' });
  },
});

export const Mobile = meta.story({
  globals: mobile,
  args: { details: { quantity: 2, note: 'Left basin, 15 mm inlet', room: 'Bathroom 1' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('combobox', { name: /Room of/ })).toHaveValue('Bathroom 1');
    const note = canvas.getByRole('textbox', { name: /Note for/ });
    await userEvent.type(note, '!');
    await expect(args.onChange).toHaveBeenLastCalledWith({ note: 'Left basin, 15 mm inlet!' });
  },
});
