import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, listReset, stack } from './rules';
import { cardTitleText } from './text.css';
import { siteSize, siteSpace, siteWidth } from './sizes';

export const articleLayout = style([
  container,
  {
    paddingBlock: `${vars.space.xxxl} ${siteSpace.end}`,
    '@media': { [mediaQuery.desktop]: { paddingBlock: `${siteSpace.end} ${siteSpace.pageEnd}` } },
  },
]);

export const policyLayout = style([
  container,
  {
    display: 'grid',
    gap: vars.space.xxl,
    paddingBlock: `${siteSpace.group} ${siteSpace.end}`,
    '@media': {
      [mediaQuery.desktop]: {
        gridTemplateColumns: '260px minmax(0, 1fr)',
        gap: siteSpace.end,
        paddingBlock: `${siteSpace.band} ${siteSpace.pageEnd}`,
      },
    },
  },
]);

export const toc = style({
  alignSelf: 'start',
  borderLeft: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
  paddingLeft: siteSpace.card,
  '@media': {
    [mediaQuery.desktop]: {
      position: 'sticky',
      top: vars.space.xl,
    },
  },
});

export const tocTitle = style({
  margin: `0 0 ${vars.space.m}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const tocList = style({ ...listReset, ...stack(vars.space.xs) });

export const tocLink = style({
  display: 'inline-block',
  paddingBlock: siteSpace.tight,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.s,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxl,
  minWidth: 0,
  // Running text keeps its own measure (68ch); cards and tables may use the page's width.
  selectors: { [`${policyLayout} &`]: { maxWidth: siteWidth.text } },
});

export const updated = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
  scrollMarginTop: vars.space.xl,
});

export const heading = style([
  cardTitleText,
  {
    fontSize: vars.fontSize.xl,
    '@media': { [mediaQuery.desktop]: { fontSize: vars.fontSize.xxl } },
  },
]);

export const paragraph = style({
  margin: 0,
  lineHeight: vars.lineHeight.normal,
  maxWidth: '68ch',
});

export const bullets = style({
  margin: 0,
  maxWidth: siteWidth.text,
  paddingLeft: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: siteSpace.snug,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${bullets} li::marker`, { color: vars.color.waterwise });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  maxWidth: siteWidth.text,
  padding: 0,
  counterReset: 'step',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.l,
});

export const step = style({
  position: 'relative',
  paddingLeft: '52px',
  minHeight: siteSize.stepNumber,
  lineHeight: vars.lineHeight.normal,
  counterIncrement: 'step',
  '::before': {
    content: 'counter(step)',
    position: 'absolute',
    left: 0,
    top: 0,
    width: siteSize.stepNumber,
    height: siteSize.stepNumber,
    display: 'grid',
    placeItems: 'center',
    border: `${vars.borderWidth.thin} solid ${vars.color.borderStrong}`,
    borderRadius: '50%',
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.s,
  },
});

export const tableWrap = style({ overflowX: 'auto', maxWidth: siteWidth.text });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.m,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.m} ${vars.space.l} ${vars.space.m} 0`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, {
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  borderBottomColor: vars.color.borderStrong,
});

globalStyle(`${table} tbody th`, { fontWeight: vars.fontWeight.medium });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  paddingBottom: vars.space.s,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.s,
});

export const questions = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  maxWidth: siteWidth.text,
});

export const question = style({
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.l,
  minHeight: '56px',
  paddingBlock: vars.space.m,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});

export const summaryIcon = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: { [`${question}[open] &`]: { transform: 'rotate(45deg)' } },
});

export const answer = style({
  margin: 0,
  paddingBottom: siteSpace.card,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  maxWidth: '68ch',
});

export const related = style({
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const relatedInner = style([
  container,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: `${vars.space.l} ${vars.space.xxxl}`,
    paddingBlock: vars.space.xxl,
  },
]);

export const relatedTitle = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: 'uppercase',
});

export const relatedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.s} ${vars.space.xxl}`,
});

export const relatedLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.s,
  minHeight: siteSize.tapTarget,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing(siteSize.focusOffset),
  },
});
