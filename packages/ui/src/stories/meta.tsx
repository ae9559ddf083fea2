// What story files' metas share: Storybook's layout, a docs iframe for what draws over the page, and a frame around
// each story. A story file spreads `docsMeta(…)` into its `preview.meta({…})` beside `title` and `component`, which
// stay written out in each file: Storybook reads those two from the source to name the stories (their ids are the
// visual test's keys), so they cannot come from a function. The component's description on its docs page is its own
// JSDoc, which Storybook's docgen reads: it is written once, where a developer hovering the component sees it too.
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

export interface DocsMetaOptions {
  /** Storybook's canvas layout; left out, Storybook's own default (padded, no centring). */
  layout?: 'padded' | 'centered' | 'fullscreen';
  /** On the docs page, draw each story in its own iframe this many pixels tall (dialogs, banners, menus that open). */
  iframeHeight?: number;
  /** A box around every story: a width to fit in, or the height what opens needs. */
  frame?: CSSProperties;
}

/** A decorator that draws each story inside a `div` with this style. */
export function framed(style: CSSProperties): Decorator {
  function Frame(Story: Parameters<Decorator>[0]) {
    return (
      <div style={style}>
        <Story />
      </div>
    );
  }
  return Frame;
}

/** The `parameters` (and `decorators`, with a frame) of a component's meta. */
export function docsMeta({ layout, iframeHeight, frame }: DocsMetaOptions) {
  return {
    parameters: {
      ...(layout && { layout }),
      ...(iframeHeight !== undefined && {
        docs: { story: { inline: false, iframeHeight: `${iframeHeight}px` } },
      }),
    },
    ...(frame && { decorators: [framed(frame)] }),
  };
}
