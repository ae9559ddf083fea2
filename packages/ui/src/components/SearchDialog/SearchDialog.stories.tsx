import type { ProductSummary } from '@fittings/catalog-core';
import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { products } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Button } from '../Button/Button';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';

// A stand-in for the app: searches the fixtures after a short delay.
type DemoArgs = SearchDialogProps & { startOpen?: boolean; latencyMs?: number };

function SearchDialogDemo(props: Partial<DemoArgs>) {
  const { startOpen = true, latencyMs = 400, ...rest } = props;
  const [open, setOpen] = useState(startOpen);
  const [loading, setLoading] = useState(false);
  const [results, setResults] = useState<ProductSummary[]>([]);
  return (
    <div style={{ minHeight: 700, padding: 24 }}>
      <Button tone="secondary" icon="search" onClick={() => setOpen(true)}>
        Open search
      </Button>
      <SearchDialog
        debounceMs={300}
        {...rest}
        open={open}
        loading={loading}
        results={results}
        onClose={() => {
          rest.onClose?.();
          setOpen(false);
        }}
        onSubmit={rest.onSubmit ?? (() => {})}
        onSearch={(term) => {
          rest.onSearch?.(term);
          setLoading(true);
          setTimeout(() => {
            const lower = term.toLowerCase();
            setResults(
              products.filter(
                (item) =>
                  item.name.toLowerCase().includes(lower) ||
                  item.model.toLowerCase().includes(lower),
              ),
            );
            setLoading(false);
          }, latencyMs);
        }}
      />
    </div>
  );
}

const meta = preview.type<{ args: DemoArgs }>().meta({
  title: 'Search/SearchDialog',
  component: SearchDialog,
  args: {
    open: true,
    onClose: fn(),
    onSearch: fn(),
    onSubmit: fn(),
    results: [],
  },
  ...docsMeta({ iframeHeight: 720 }),
  render: (args) => <SearchDialogDemo {...args} />,
});

export const Idle = meta.story({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Search products' });
    await expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    // Measured once the entrance animation has settled.
    await waitFor(() => expect(dialog.getBoundingClientRect().top).toBe(70));
    await expect(dialog.getBoundingClientRect().width).toBe(888);
  },
});

export const Results = meta.story({
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Search products' });
    const box = within(dialog).getByRole('searchbox');
    await userEvent.type(box, 'trinsic');
    await waitFor(() => expect(within(dialog).getByRole('progressbar')).toBeVisible());
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(dialog).getByRole('link', { name: 'view all products' })).toHaveAttribute(
      'href',
      '/search-results?term=trinsic',
    );
    await expect(args.onSearch).toHaveBeenCalledWith('trinsic');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('trinsic');
  },
});

export const ResultsMobile = Results.extend({ globals: mobile });

export const Loading = meta.story({
  args: { latencyMs: 60_000 },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Search products' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'shower');
    await waitFor(() =>
      expect(within(dialog).getByRole('progressbar', { name: 'Searching products' })).toBeVisible(),
    );
  },
});

export const NoResults = meta.story({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Search products' });
    await userEvent.type(within(dialog).getByRole('searchbox'), 'xyz123');
    await waitFor(() =>
      expect(within(dialog).getByText('No products match “xyz123”.')).toBeVisible(),
    );
  },
});

export const ClearCloseAndFocusReturn = meta.story({
  args: { startOpen: false },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open search' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Search products' });
    const box = within(dialog).getByRole('searchbox');
    await userEvent.type(box, 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    // Tab stays inside the dialog.
    await userEvent.tab();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});

/** The dialog on a Hindi page at 375 px: prompt, placeholder, buttons and the results link in Hindi. */
export const ResultsInHindi = meta.story({
  globals: { ...mobile, language: 'hi' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'प्रोडक्ट्स सर्च करें' });
    await waitFor(() =>
      expect(within(dialog).getByText('कोई शब्द, मॉडल या पार्ट नंबर लिखें।')).toBeVisible(),
    );
    await userEvent.type(within(dialog).getByRole('searchbox'), 'trinsic');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(dialog).getByRole('link', { name: 'सभी प्रोडक्ट्स देखें' })).toBeVisible();
  },
});
