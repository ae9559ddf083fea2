import { hasId, type TrackingProvider } from './types';

export interface MetaPixelOptions {
  /** The pixel id. Without one the provider is off. */
  pixelId: string | undefined;
}

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Fbq;
  loaded: boolean;
  version: string;
};

interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
}

/**
 * The Meta Pixel, in the `advertising` category: a `PageView` on every completed navigation
 * (spec section 7), nothing else.
 *
 * @example
 * createTracker({ providers: [metaPixel({ pixelId: env.META_PIXEL_ID })] });
 */
export function metaPixel(options: MetaPixelOptions): TrackingProvider | null {
  const { pixelId } = options;
  if (!hasId(pixelId)) return null;
  let fbq: ((...args: unknown[]) => void) | undefined;
  return {
    id: 'meta-pixel',
    category: 'advertising',
    load(context) {
      const target = context.window as unknown as PixelWindow;
      if (!target.fbq) {
        // Meta's snippet: calls queue until fbevents.js replaces callMethod.
        const stub = function fbqStub(...args: unknown[]) {
          if (stub.callMethod) stub.callMethod(...args);
          else stub.queue.push(args);
        } as Fbq;
        stub.queue = [];
        stub.push = stub;
        stub.loaded = true;
        stub.version = '2.0';
        target.fbq = stub;
        target._fbq ??= stub;
        context.loadScript('https://connect.facebook.net/en_US/fbevents.js');
      }
      fbq = (...args) => target.fbq?.(...args);
      fbq('consent', 'grant');
      fbq('init', pixelId);
    },
    pageView() {
      fbq?.('track', 'PageView');
    },
    consentChanged(consent) {
      fbq?.('consent', consent.advertising === 'granted' ? 'grant' : 'revoke');
    },
  };
}
