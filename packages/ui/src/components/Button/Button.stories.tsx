import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { Button, ButtonLink, IconButton } from './Button';
import { buttonSizes, buttonTones } from './Button.css';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Find dealers', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  ...docsMeta({ layout: 'centered' }),
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find dealers' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const AllTones: Story = {
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
};

export const Inverse: Story = {
  args: { tone: 'inverse', children: 'Explore' },
  render: (args) => (
    <div style={{ background: '#141414', padding: 32 }}>
      <Button {...args} />
    </div>
  ),
};
