import preview from '../../../.storybook/preview';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Button, ButtonLink, IconButton } from './Button';
import { buttonSizes, buttonTones } from './Button.css';

const meta = preview.meta({
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Find dealers', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  ...docsMeta({ layout: 'centered' }),
});

export const Primary = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find dealers' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
});

export const AllTones = meta.story({
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      {buttonTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Button key={tone} {...args} tone={tone}>
            {tone}
          </Button>
        ))}
      <Button {...args} size="small">
        small
      </Button>
      <Button {...args} disabled>
        disabled
      </Button>
      <ButtonLink href="/where-to-buy" tone="secondary" icon="arrowRight">
        Where to buy
      </ButtonLink>
      <IconButton icon="search" label="Search" />
    </div>
  ),
});

export const Inverse = meta.story({
  args: { tone: 'inverse', children: 'Explore' },
  render: (args) => (
    <div style={{ background: '#141414', padding: 32 }}>
      <Button {...args} />
    </div>
  ),
});
