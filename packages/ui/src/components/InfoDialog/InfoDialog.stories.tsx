import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { images } from '../../stories/fixtures';
import { desktop, mobile } from '../../stories/viewports';
import { Button } from '../Button/Button';
import { InfoDialog } from './InfoDialog';

const meta = preview.meta({
  title: 'Internals/InfoDialog',
  component: InfoDialog,
  args: {
    open: false,
    onClose: fn(),
    title: 'Diamond Seal Technology',
    children:
      'A diamond-embedded valve reduces leak points and lasts up to twice as long as the industry standard.',
    image: { src: images.sceneStone, alt: '' },
  },
  ...docsMeta({ iframeHeight: 600 }),
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <div style={{ padding: 24, minHeight: 560 }}>
        <Button tone="secondary" onClick={() => setOpen(true)}>
          Diamond Seal Technology
        </Button>
        <InfoDialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </div>
    );
  },
});

export const OpenAndClose = meta.story({
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Diamond Seal Technology' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Diamond Seal Technology' });
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(350));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
});

export const OpenMobile = meta.story({
  args: { open: true },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await waitFor(() =>
      expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(
        Math.min(350, width * 0.9) + 1,
      ),
    );
  },
});
