import preview from '../../../.storybook/preview';
import { expect } from 'storybook/test';
import { docsMeta } from '../../stories/meta';
import { homeFits } from '../../stories/fixtures';
import { FitsYourHome } from './FitsYourHome';

const meta = preview.meta({
  title: 'Product page/FitsYourHome',
  component: FitsYourHome,
  args: { fit: homeFits.tallBasinMixer },
  ...docsMeta({ layout: 'padded' }),
});

export const TallBasinMixer = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Fits your home' })).toBeVisible();
    await expect(canvas.getByText('Works on low pressure (0.5 bar or less)')).toBeVisible();
    await expect(canvas.getByText('For hard water')).toBeVisible();
    await expect(
      canvas.getByText('3.3 litres a minute at 1 bar, 5.7 litres a minute at 3 bar'),
    ).toBeVisible();
    await expect(canvas.getByText('320 mm high, 50 mm wide, 190 mm deep')).toBeVisible();
  },
});

export const ThermostaticTrimNeedsAPump = meta.story({
  args: { fit: homeFits.thermostaticTrim },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Works on low pressure (0.5 bar or less)')).toBeNull();
    await expect(canvas.getByText(/^Needs at least 1 bar/)).toBeVisible();
    await expect(canvas.getByText('Thermostatic cartridge')).toBeVisible();
  },
});

export const GravityFedBibTap = meta.story({
  args: { fit: homeFits.bibTap },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Works from 0.1 bar/)).toBeVisible();
  },
});

export const AccessoryWithoutWater = meta.story({
  args: { fit: homeFits.towelRing },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('listitem')).toBeNull();
    // Pressure, flow, inlet, hard water and cartridge do not apply to a towel ring.
    await expect(canvas.getAllByText('Not applicable')).toHaveLength(5);
    await expect(canvas.getByText('Brass ring, zinc alloy backplate')).toBeVisible();
  },
});
