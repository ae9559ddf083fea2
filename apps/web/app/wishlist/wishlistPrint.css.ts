import { vars } from '@fittings/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { siteSize } from '../kit/sizes';

// A4 with printer-safe margins; the screen shows the same sheet centred.
globalStyle('@page', { size: 'A4', margin: '14mm' } as never);

export const sheet = style({
  maxWidth: '210mm',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.l} ${vars.space.xxxl}`,
  color: vars.color.text,
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.m,
  marginBottom: vars.space.xl,
  '@media': { print: { display: 'none' } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.l,
  paddingBottom: vars.space.l,
  marginBottom: vars.space.xl,
  borderBottom: `${vars.borderWidth.thick} solid ${vars.color.borderStrong}`,
});

export const logo = style({ fontSize: vars.fontSize.xl });

export const title = style({
  margin: `${vars.space.l} 0 ${vars.space.xs}`,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.medium,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

// As wide as the code: its caption wraps under it (a Hindi caption is longer than the code is wide).
export const qr = style({ margin: 0, textAlign: 'center', flex: '0 0 auto', width: 'min-content' });

export const qrImage = style({ width: siteSize.thumbnailLarge, height: siteSize.thumbnailLarge });

globalStyle(`${qrImage} svg`, { display: 'block', width: '100%', height: '100%' });

export const link = style({
  marginTop: vars.space.xxl,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
