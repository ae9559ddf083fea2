import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { focusOutline, labelType } from '../../theme/rules';

export const buttonTones = ['primary', 'secondary', 'ghost', 'inverse'] as const;
export const buttonSizes = ['small', 'medium'] as const;

export const button = recipe({
  base: {
    appearance: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.s,
    minHeight: vars.size.controlHeight,
    paddingInline: vars.space.xl,
    borderRadius: vars.radius.control,
    border: `${vars.borderWidth.thin} solid transparent`,
    ...labelType,
    fontSize: vars.fontSize.s,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.durationBase,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:focus-visible': focusOutline('3px'),
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45 },
      // In Hindi the label's matras need a real line height; the button's min-height keeps its size.
      '&:lang(hi)': { lineHeight: vars.lineHeight.snug },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.primary,
        borderColor: vars.color.primary,
        color: vars.color.primaryText,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.primaryHover,
            borderColor: vars.color.primaryHover,
          },
        },
      },
      secondary: {
        backgroundColor: 'transparent',
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: vars.color.text,
            color: vars.color.background,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        paddingInline: vars.space.s,
        selectors: {
          '&:hover:not(:disabled)': { textDecoration: 'underline', textUnderlineOffset: '4px' },
        },
      },
      inverse: {
        backgroundColor: vars.color.textInverse,
        borderColor: vars.color.textInverse,
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: 'transparent',
            color: vars.color.textInverse,
          },
          '&:focus-visible': { outlineColor: vars.color.focusInverse },
        },
      },
    },
    size: {
      small: {
        minHeight: vars.size.controlHeightSmall,
        paddingInline: vars.space.l,
        fontSize: vars.fontSize.xs,
      },
      medium: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', size: 'medium', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const iconButton = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: vars.size.iconSize,
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: 'rgba(127, 127, 127, 0.14)' },
    '&:focus-visible': {
      outline: `${vars.borderWidth.thick} solid currentColor`,
      outlineOffset: '1px',
    },
    '&:disabled': { opacity: 0.3, cursor: 'not-allowed' },
  },
});
