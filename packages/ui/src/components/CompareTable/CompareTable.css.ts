import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A grid item that is not itself a scroll container would grow to the table's width and widen the page on a phone.
export const root = style({ display: 'grid', gap: vars.space.l, minWidth: 0 });

export const toggle = style({ justifySelf: 'start' });

// Positioned, so absolutely placed descendants (a link's visually hidden "(opens in a new tab)") scroll inside it
// instead of widening the page from where they sit in a far column.
export const scroller = style({
  position: 'relative',
  // The caption measures itself against this box (cqi), not against the wider table that scrolls inside it.
  containerType: 'inline-size',
  overflowX: 'auto',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: vars.borderWidth.thick,
    },
  },
});

// Each product column keeps room for its picture and a two-line name; more than fit scroll sideways.
const productColumnWidth = '10rem';
const rowHeadWidth = '8rem';

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  color: vars.color.text,
  fontSize: vars.fontSize.s,
  lineHeight: vars.lineHeight.snug,
});

export const caption = style({
  textAlign: 'left',
  paddingBottom: vars.space.m,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

// The caption spans the whole table; its words stay within the visible width and in view while the table scrolls.
export const captionText = style({
  position: 'sticky',
  left: 0,
  display: 'inline-block',
  maxWidth: '100cqi',
});

// The row headers stay in view while the products scroll past them on a phone.
const stickyHead = {
  position: 'sticky',
  left: 0,
  zIndex: vars.zIndex.base,
  background: vars.color.background,
} as const;

export const corner = style({ ...stickyHead, width: rowHeadWidth });

export const productHead = style({
  minWidth: productColumnWidth,
  verticalAlign: 'top',
  textAlign: 'left',
  padding: vars.space.s,
  fontWeight: vars.fontWeight.regular,
});

const pictureBox = {
  display: 'block',
  width: '100%',
  maxWidth: productColumnWidth,
  aspectRatio: '1 / 1',
  background: vars.color.imageBackground,
} as const;

export const picture = style({ ...pictureBox, height: 'auto', objectFit: 'contain' });

export const noPicture = style({
  ...pictureBox,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const name = style({
  display: 'block',
  marginTop: vars.space.s,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.m,
  fontWeight: vars.fontWeight.medium,
});

export const finish = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
});

export const remove = style({ display: 'inline-block', marginTop: vars.space.s });

export const rowHead = style({
  ...stickyHead,
  width: rowHeadWidth,
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space.s,
  fontWeight: vars.fontWeight.medium,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const cell = style({
  verticalAlign: 'top',
  padding: vars.space.s,
  borderTop: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

// A differing row is marked by the word "Differs" and a rule at its start, and tinted: never by colour alone.
export const differs = style({ background: vars.color.waterwiseSurface });
globalStyle(`${differs} > th`, {
  background: vars.color.waterwiseSurface,
  boxShadow: `inset ${vars.space.xs} 0 0 ${vars.color.borderStrong}`,
});

export const differsTag = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textTransform: vars.textTransform.label as 'uppercase',
  letterSpacing: vars.letterSpacing.caps,
});

// Printed, the table is the page: every column at full width, no scrolling, no controls, and the tint kept.
// Scoped under the root so they outrank the Link's own display, whatever order the sheets load in.
globalStyle(`${root} ${toggle}, ${root} ${remove}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${scroller}`, { '@media': { print: { overflow: 'visible' } } });
globalStyle(`${productHead}`, { '@media': { print: { minWidth: 0 } } });
globalStyle(`${corner}, ${rowHead}, ${captionText}`, {
  '@media': { print: { position: 'static', maxWidth: 'none' } },
});
globalStyle(`${table}`, { '@media': { print: { fontSize: vars.fontSize.xs } } });
globalStyle(`${differs}, ${differs} > th`, {
  '@media': { print: { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
});
