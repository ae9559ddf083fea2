import { globalStyle, style } from '@vanilla-extract/css';

export const consentHost = style({});

// The design system's ConsentBanner hides its per-category choices with the `hidden` attribute, but its own
// `display: grid` overrides it, so they show before "Choose" is pressed. Until @fittings/ui fixes that, hidden
// means hidden here.
globalStyle(`${consentHost} fieldset[hidden]`, { display: 'none' });
