import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { cardTitleText, mutedText } from '../kit/text.css';
import { siteSpace } from '../kit/sizes';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.close,
  height: '100%',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: siteSpace.tight });

export const title = style([
  cardTitleText,
  {
    fontSize: vars.fontSize.l,
  },
]);

export const description = style([
  mutedText,
  {
    margin: 0,
  },
]);

export const meta = style({ margin: 0, fontSize: vars.fontSize.s, color: vars.color.textMuted });
