import preview from '../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { framed } from '../../stories/meta';
import { navEntries } from '../../stories/fixtures';
import { desktop } from '../../stories/viewports';
import { MegaMenu } from './MegaMenu';

const meta = preview.meta({
  title: 'Internals/MegaMenu',
  component: MegaMenu,
  args: { entries: navEntries, hideDelayMs: 500 },
  globals: desktop,
  decorators: [
    (Story) => (
      <div
        style={{
          position: 'relative',
          height: 61,
          borderBottom: '1px solid #e2e0db',
          minHeight: 61,
        }}
      >
        <div style={{ display: 'flex', justifyContent: 'center', height: '100%' }}>
          <Story />
        </div>
      </div>
    ),
    framed({ minHeight: 900 }),
  ],
});

export const Closed = meta.story({});

export const BathroomOpen = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bathroom' }));
    await expect(canvas.getByRole('link', { name: 'Lavatory Faucets' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shower Filters New' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nuvola New' })).toBeVisible();
  },
});

export const CollectionPreviewOnHover = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bathroom' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'Stryke' }));
    await expect(canvas.getByRole('img', { name: 'Stryke collection' })).toBeVisible();
  },
});

export const KeyboardNavigation = meta.story({
  play: async ({ canvas }) => {
    const kitchen = canvas.getByRole('button', { name: 'Kitchen' });
    kitchen.focus();
    await userEvent.keyboard('{Enter}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    await expect(kitchen).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'View all Kitchen' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await expect(kitchen).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('link', { name: 'WaterWise' })).toHaveFocus();
  },
});

export const HidesAfterDelay = meta.story({
  play: async ({ canvas }) => {
    const bathroom = canvas.getByRole('button', { name: 'Bathroom' });
    await userEvent.hover(bathroom);
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    await userEvent.unhover(bathroom);
    // Still there just after leaving, gone once the 500 ms delay has passed.
    await expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(bathroom).toHaveAttribute('aria-expanded', 'false'), {
      timeout: 1500,
    });
  },
});
