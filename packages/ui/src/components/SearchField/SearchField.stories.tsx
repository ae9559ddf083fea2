import preview from '../../../.storybook/preview';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { desktop, mobile } from '../../stories/viewports';
import { SearchField } from './SearchField';

const meta = preview.meta({
  title: 'Search/SearchField',
  component: SearchField,
  args: { onSearch: fn(), debounceMs: 1500 },
  ...docsMeta({ layout: 'padded' }),
});

export const Empty = meta.story({ globals: desktop });

export const SearchesAfterTheWait = meta.story({
  globals: desktop,
  args: { debounceMs: 300 },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(box, 'tr');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, 'i');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('tri'));
  },
});

export const Prefilled = meta.story({ args: { defaultValue: 'Trinsic' }, globals: mobile });

export const Loading = meta.story({
  args: { defaultValue: 'Trinsic', loading: true },
  globals: desktop,
});
