import preview from '../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { desktop, mobile } from '../../stories/viewports';
import { Button } from '../Button/Button';
import { Notifications, type Notification } from './Notifications';

const initial: Notification[] = [
  { id: '1', message: 'Trinsic Basin Mixer added to your wishlist', tone: 'positive' },
  { id: '2', message: 'Zura Raincan Showerhead removed from your wishlist' },
];

const meta = preview.meta({
  title: 'Feedback/Notifications',
  component: Notifications,
  args: { notifications: initial, onDismiss: fn(), durationMs: 0 },
  ...docsMeta({ iframeHeight: 360 }),
  render: function Render(args) {
    const [items, setItems] = useState(args.notifications);
    return (
      <div style={{ padding: 24, minHeight: 320 }}>
        <Button
          tone="secondary"
          onClick={() =>
            setItems((list) => [
              ...list,
              { id: String(Date.now()), message: 'Your wishlist has been cleared!' },
            ])
          }
        >
          Clear wishlist
        </Button>
        <Notifications
          {...args}
          notifications={items}
          onDismiss={(id) => {
            args.onDismiss(id);
            setItems((list) => list.filter((item) => item.id !== id));
          }}
        />
      </div>
    );
  },
});

export const NewestFirst = meta.story({
  globals: desktop,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear wishlist' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    const shown = within(region).getAllByRole('listitem');
    await expect(shown).toHaveLength(1);
    await expect(shown[0]!.textContent).toContain('Your wishlist has been cleared!');
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(region.textContent).not.toContain('Your wishlist has been cleared!');
  },
});

export const Mobile = meta.story({ globals: mobile });

/** On a Hindi page: the app's messages in Hindi, the region and dismiss buttons named in Hindi. */
export const InHindi = meta.story({
  globals: { ...mobile, language: 'hi' },
  args: {
    notifications: [
      { id: '1', message: 'Trinsic Basin Mixer आपकी विशलिस्ट में जोड़ा गया', tone: 'positive' },
      { id: '2', message: 'Zura Raincan Showerhead आपकी विशलिस्ट से हटाया गया' },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'सूचनाएँ' });
    await expect(within(region).getAllByRole('button', { name: 'सूचना हटाएँ' })).toHaveLength(1);
    await expect(region.textContent).toContain('आपकी विशलिस्ट से हटाया गया');
  },
});

/** A notification with what to do next: a link ("View list") or, without an address, a button ("Undo"). */
export const WithAction = meta.story({
  globals: mobile,
  args: {
    notifications: [
      {
        id: '3',
        message: 'Trinsic Basin Mixer added to your wishlist',
        tone: 'positive',
        action: { label: 'View list', href: '/wishlist' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).getByRole('link', { name: 'View list' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
  },
});

export const WithUndoInHindi = meta.story({
  globals: { ...desktop, language: 'hi' },
  args: {
    notifications: [
      {
        id: '4',
        message: 'आपकी विशलिस्ट खाली कर दी गई है!',
        action: { label: 'वापस लाएँ' },
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const region = canvas.getByRole('region', { name: 'सूचनाएँ' });
    await userEvent.click(within(region).getByRole('button', { name: 'वापस लाएँ' }));
    await expect(args.onDismiss).toHaveBeenCalledWith('4');
  },
});
