import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { cardTitleText, eyebrowText } from '../kit/text.css';
import { siteSize, siteSpace } from '../kit/sizes';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const award = style({
  display: 'grid',
  gridTemplateColumns: `${siteSize.thumbnail} minmax(0, 1fr)`,
  gap: siteSpace.card,
  alignItems: 'center',
  padding: siteSpace.card,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const image = style({
  display: 'block',
  width: siteSize.thumbnail,
  height: siteSize.thumbnail,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const organisation = style([
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

export const subject = style({ margin: 0, fontSize: vars.fontSize.m });
