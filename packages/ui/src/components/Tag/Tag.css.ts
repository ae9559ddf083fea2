import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const tagKinds = ['new', 'comingSoon'] as const;

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    height: '22px',
    paddingInline: vars.space.s,
    border: `${vars.borderWidth.thin} solid transparent`,
    borderRadius: vars.radius.s,
    fontFamily: vars.font.display,
    fontSize: vars.fontSize.xxs,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: vars.letterSpacing.caps,
    textTransform: 'uppercase',
    lineHeight: 1,
    whiteSpace: 'nowrap',
    // Hindi's matras need more than a Latin capital's height: the tag grows from 22 px instead of clipping them.
    selectors: {
      '&:lang(hi)': { height: 'auto', minHeight: '22px', lineHeight: vars.lineHeight.snug },
    },
  },
  variants: {
    kind: {
      new: { backgroundColor: vars.color.tagNew, color: vars.color.tagNewText },
      comingSoon: {
        backgroundColor: vars.color.tagSoon,
        color: vars.color.tagSoonText,
        borderColor: vars.color.tagSoonText,
      },
    },
  },
  defaultVariants: { kind: 'new' },
});
