// The field styles shared by TextField, Select and Textarea.
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { labelType } from '../../theme/rules';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  ...labelType,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
});

export const optional = style({
  marginLeft: vars.space.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.s });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.fontSize.s,
  fontWeight: vars.fontWeight.medium,
});

export const control = style({
  width: '100%',
  minHeight: vars.size.controlHeight,
  padding: `0 ${vars.space.l}`,
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.m,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.m,
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 1px ${vars.color.focus}`,
      outline: `${vars.borderWidth.thick} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.critical,
      boxShadow: `0 0 0 1px ${vars.color.critical}`,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const textarea = style({
  minHeight: '140px',
  paddingBlock: vars.space.m,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxxl,
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23595959' stroke-width='1.5'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundRepeat: 'no-repeat',
  backgroundPosition: `right ${vars.space.m} center`,
  backgroundSize: '20px',
  cursor: 'pointer',
});
