import { container, mediaQuery, vars } from '@fittings/ui/theme';
import { style } from '@vanilla-extract/css';
import { top } from './ProductDetails.css';
import { siteSize, siteSpace } from '../kit/sizes';

// Grey blocks where the gallery, the title, the model and the buttons of the next product will be, so the page keeps
// its shape while the product loads. Static, so there is nothing to calm for reduced motion but the spinner.
export const page = style({ paddingBottom: siteSpace.pageEnd });

export const crumbs = style([
  container,
  { paddingTop: siteSpace.card, height: siteSize.tapTarget },
]);

export const layout = top;

const block = style({ backgroundColor: vars.color.surfaceStrong, borderRadius: vars.radius.m });

export const gallery = style([
  block,
  {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '1 / 1',
    '@media': { [mediaQuery.desktop]: { aspectRatio: '4 / 3' } },
  },
]);

export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.l });

export const line = style([block, { height: '14px', width: '40%' }]);
export const title = style([block, { height: '40px', width: '85%' }]);
export const text = style([block, { height: '14px', width: '100%' }]);
export const button = style([
  block,
  { height: vars.size.controlHeight, width: '60%', marginTop: vars.space.l },
]);
