// What every filter panel has besides its page's own stylesheet: the toggle's row with "Clear", and the phone's
// "Show N results" button at the foot of the open panel (issue 39).
import { mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({ display: 'flex', alignItems: 'center', gap: vars.space.l });

export const clear = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  '@media': { [mediaQuery.desktop]: { marginBottom: vars.space.l } },
});

/** Sticks to the foot of the screen while the panel is open on a phone; the results are beside it on a desktop. */
export const showResults = style({
  position: 'sticky',
  bottom: vars.space.m,
  zIndex: 1,
  '@media': { [mediaQuery.desktop]: { display: 'none' } },
});
