import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSpace, siteWidth } from '../kit/sizes';

// The page, header and heading every page of its own shares (layout/pageHeading); the lead keeps its own width.
export { header, page, title } from '../layout/pageHeading.css';

export const lead = style({
  margin: 0,
  maxWidth: siteWidth.partSearch,
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.m,
  maxWidth: siteWidth.partSearch,
});

export const field = style({ flex: `1 1 ${siteWidth.field}` });

export const message = style({ margin: 0, fontSize: vars.fontSize.l });

export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

export const section = style({ display: 'flex', flexDirection: 'column', gap: siteSpace.card });

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});

export const subTitle = style({
  margin: 0,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const product = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQuery.desktop]: { gridTemplateColumns: '280px minmax(0, 1fr)' } },
});

export const buy = style({ display: 'flex', flexDirection: 'column', gap: vars.space.m });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.m });
