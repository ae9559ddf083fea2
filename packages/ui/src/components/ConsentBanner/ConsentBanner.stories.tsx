import preview from '../../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { desktop, mobile } from '../../stories/viewports';
import { Link } from '../Link/Link';
import { ConsentBanner } from './ConsentBanner';

const meta = preview.meta({
  title: 'Feedback/ConsentBanner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onRejectAll: fn(), onSave: fn() },
  ...docsMeta({ iframeHeight: 420, frame: { minHeight: 400 } }),
});

export const Desktop = meta.story({
  globals: desktop,
  args: {
    children: (
      <p style={{ margin: 0, maxWidth: '70ch' }}>
        We use cookies to understand how the site is used and to measure our advertising. Read our{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reject all' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
  },
});

export const ChoosePerCategory = meta.story({
  globals: desktop,
  parameters: {
    // After its clicks the banner's second row lands a fraction of a pixel higher or lower from run to run (seen as
    // one line of text and a button edge, up to about 4,000 pixels at 375 px); anything larger is a real change.
    visual: { maxDifferentPixels: 5000 },
  },
  play: async ({ canvas, args }) => {
    // The per-category choices stay out of sight until the visitor asks for them: checked on the rendered
    // layout, since the `hidden` attribute alone says nothing of what a stylesheet shows.
    const choices = canvas.getByText('Allow these cookies').closest('fieldset')!;
    await expect(choices.checkVisibility()).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose' }));
    await expect(choices.checkVisibility()).toBe(true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Advertising' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save choices' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      analytics: true,
      behaviour: false,
      advertising: true,
    });
  },
});

export const Mobile = meta.story({ globals: mobile, args: { defaultExpanded: true } });
