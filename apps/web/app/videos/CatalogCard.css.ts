import { vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { capsLink } from '../kit/rules';
import { cardTitleText, eyebrowText, mutedText } from '../kit/text.css';
import { siteSize, siteSpace } from '../kit/sizes';

export const card = style({
  display: 'grid',
  gridTemplateColumns: `${siteSize.thumbnailLarge} minmax(0, 1fr)`,
  gap: siteSpace.card,
  alignItems: 'start',
  paddingBlock: siteSpace.card,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const cover = style({
  aspectRatio: '600 / 850',
  background: vars.color.imageBackground,
  boxShadow: '0 10px 24px rgba(20, 20, 20, 0.16)',
  overflow: 'hidden',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.tight,
  minWidth: 0,
});

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
  gap: `${vars.space.xs} ${siteSpace.card}`,
  marginTop: siteSpace.tight,
});

export const action = style(capsLink);
