import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { siteSize, siteWidth } from '../kit/sizes';

export const page = style({ paddingBottom: vars.space.huge });

export const body = style([
  container,
  { display: 'grid', gap: vars.space.xxxl, paddingTop: vars.space.xxxl },
]);

export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.l,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
});

export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.l,
  flex: `1 1 ${siteWidth.narrow}`,
});

export const searchField = style({ flex: `1 1 ${siteWidth.field}` });

export const results = style({ display: 'grid', gap: vars.space.xl });

export const heading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.regular,
});

export const notice = style({ margin: 0, color: vars.color.textMuted });

export const list = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.m,
  height: '100%',
  padding: vars.space.xl,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const cardHead = style({ display: 'grid', gap: vars.space.xs });

export const name = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.medium,
});

export const tier = style({
  justifySelf: 'start',
  padding: `${vars.space.xxs} ${vars.space.s}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.text}`,
  color: vars.color.text,
  fontSize: vars.fontSize.xxs,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.lineHeight.normal });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const distance = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.l,
  marginTop: 'auto',
  paddingTop: vars.space.s,
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: siteSize.tapTarget,
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: { '&:hover': { color: vars.color.linkHover } },
});

export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const cities = style({ display: 'grid', gap: vars.space.l });

export const citiesHeading = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.l,
  fontWeight: vars.fontWeight.regular,
});

export const cityList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space.s} ${vars.space.xl}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({ color: vars.color.textMuted });

/** Why "Near me" found nothing: on its own line under the search, in the body colour so it is read. */
export const locationProblem = style({ flex: '1 1 100%', margin: 0, color: vars.color.text });
