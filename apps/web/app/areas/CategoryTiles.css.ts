import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import {
  blockLink,
  listReset,
  pictureFrame,
  tileGrid,
  underlineOnHoverOf,
  zoomOnHoverOf,
} from '../kit/rules';
import { mutedText } from '../kit/text.css';
import { siteSize, siteSpace } from '../kit/sizes';

export const grid = style(tileGrid);

export const tile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.close,
  ...blockLink,
});

export const media = style(pictureFrame('2 / 1'));

export const image = style(zoomOnHoverOf(main));

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: siteSpace.tight,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  ...underlineOnHoverOf(main),
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const description = style([
  mutedText,
  {
    margin: 0,
  },
]);

export const items = style({
  ...listReset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.l}`,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: siteSize.option,
  fontSize: vars.fontSize.s,
});
