import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { capsLink } from '../kit/rules';
import { cardTitleText, eyebrowText, mutedText } from '../kit/text.css';

export const card = style({
  display: 'grid',
  gridTemplateColumns: '112px minmax(0, 1fr)',
  gap: '20px',
  alignItems: 'start',
  paddingBlock: '20px',
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const cover = style({
  aspectRatio: '600 / 850',
  background: vars.color.imageBackground,
  boxShadow: '0 10px 24px rgba(20, 20, 20, 0.16)',
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: '6px', minWidth: 0 });

export const meta = style([
  eyebrowText,
  {
    margin: 0,
  },
]);

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} 20px`,
  marginTop: '6px',
});

export const action = style(capsLink);
