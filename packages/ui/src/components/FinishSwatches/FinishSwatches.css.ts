import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline, wrappingRow } from '../../theme/rules';

export const root = style({ display: 'grid', gap: vars.space.s });

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.s,
  color: vars.color.textMuted,
});

export const labelValue = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const list = style(wrappingRow);

export const swatch = style({
  display: 'block',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.18)`,
  outline: `${vars.borderWidth.thin} solid transparent`,
  outlineOffset: '3px',
  transition: `outline-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    'a&:hover': { outlineColor: vars.color.border },
    '&[aria-current="true"]': { outlineColor: vars.color.borderStrong },
    '&:focus-visible': focusOutline('3px'),
  },
});

// A card's swatches sit above the card's stretched link, and take a 24 px target (WCAG 2.5.8) around a 20 px chip.
export const chooseList = style({
  position: 'relative',
  zIndex: 2,
  gap: vars.space.xs,
});

export const choice = style({
  width: '20px',
  height: '20px',
  margin: '2px',
  padding: 0,
  border: 0,
  cursor: 'pointer',
  outlineOffset: '2px',
  selectors: {
    '&:hover': { outlineColor: vars.color.border },
    '&[aria-pressed="true"]': { outlineColor: vars.color.borderStrong },
  },
});

export const small = style({ width: '16px', height: '16px', outlineOffset: '2px' });

// How each finish looks as a chip: polished metals catch light, matte finishes stay flat, two-tone finishes split.
const finishes: Record<number, string> = {
  10: 'linear-gradient(135deg, #fbfcfd 0%, #b5bcc3 42%, #f2f4f6 58%, #8c949c 100%)',
  15: 'linear-gradient(135deg, #fbfcfd 0%, #b5bcc3 42%, #f2f4f6 58%, #8c949c 100%)',
  20: 'linear-gradient(135deg, #f3ede2 0%, #bcb09b 45%, #ece4d5 60%, #978b76 100%)',
  25: 'linear-gradient(135deg, #f3ede2 0%, #bcb09b 45%, #ece4d5 60%, #978b76 100%)',
  30: 'linear-gradient(135deg, #d6b584 0%, #b08a57 49%, #f7f4ee 51%, #e7e2d8 100%)',
  40: 'linear-gradient(135deg, #e8cfa3 0%, #b8925d 50%, #d9bd8f 65%, #94703f 100%)',
  45: 'linear-gradient(135deg, #e8cfa3 0%, #b8925d 50%, #d9bd8f 65%, #94703f 100%)',
  50: 'linear-gradient(135deg, #3a3a3a 0%, #161616 100%)',
  60: 'linear-gradient(135deg, #5d5d62 0%, #2e2e33 55%, #45454a 100%)',
  65: 'linear-gradient(135deg, #5d5d62 0%, #2e2e33 55%, #45454a 100%)',
  70: 'linear-gradient(135deg, #f0f2f3 0%, #c5c9cc 55%, #dfe2e4 100%)',
  75: 'linear-gradient(135deg, #f0f2f3 0%, #c5c9cc 55%, #dfe2e4 100%)',
  80: 'linear-gradient(135deg, #e2e3e1 0%, #aeafac 55%, #cfd0cd 100%)',
  90: 'linear-gradient(135deg, #dcdedf 0%, #a2a6a9 55%, #c9cccf 100%)',
  95: 'linear-gradient(135deg, #dcdedf 0%, #a2a6a9 55%, #c9cccf 100%)',
  100: 'linear-gradient(135deg, #f2f4f6 0%, #a9b0b7 49%, #1c1c1c 51%, #2f2f2f 100%)',
  110: 'linear-gradient(135deg, #ffffff 0%, #ececec 100%)',
  120: 'linear-gradient(135deg, #fbe7a6 0%, #c9993c 45%, #f2d47e 60%, #a77a22 100%)',
};

export const finishFill = styleVariants(finishes, (background) => ({ background }));

export const unknownFill = style({ background: vars.color.surfaceStrong });
