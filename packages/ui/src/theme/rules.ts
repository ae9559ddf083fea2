// Declarations many stylesheets share, spread into their own `style()` calls: each element keeps its one class and
// the CSS its declarations, written here once.
import { vars } from './vars.css';

/** A list without bullets or indent. */
export const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The small uppercase label type of eyebrows, tags and navigation (its size is each style's own). */
export const labelType = {
  fontFamily: vars.font.display,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.caps,
  textTransform: vars.textTransform.label as 'uppercase',
} as const;

/** The keyboard focus ring's outline, for a `'&:focus-visible'` selector. */
export const focusOutline = (offset: string, color: string = vars.color.focus) => ({
  outline: `${vars.borderWidth.thick} solid ${color}`,
  outlineOffset: offset,
});

/** A list laid out as a wrapping row of chips or icons, a small gap apart. */
export const wrappingRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.s,
  ...listReset,
} as const;

/** A list laid out as one row of links, centred on the cross axis, `gap` apart (none when left out). */
export const centredRow = (gap?: string) =>
  ({
    display: 'flex',
    alignItems: 'center',
    ...(gap !== undefined && { gap }),
    ...listReset,
  }) as const;
