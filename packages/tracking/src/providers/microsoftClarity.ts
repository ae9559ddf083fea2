import { hasId, type TrackingProvider } from './types';

export interface MicrosoftClarityOptions {
  /** The Clarity project id. Without one the provider is off. */
  projectId: string | undefined;
}

type Clarity = ((...args: unknown[]) => void) & { q?: unknown[] };

interface ClarityWindow {
  clarity?: Clarity;
}

/**
 * Microsoft Clarity, in the `behaviour` category. Clarity follows page changes by itself; events
 * are sent as Clarity custom events. Consent is signalled with Clarity's consent API.
 *
 * @example
 * createTracker({ providers: [microsoftClarity({ projectId: env.CLARITY_ID })] });
 */
export function microsoftClarity(options: MicrosoftClarityOptions): TrackingProvider | null {
  const { projectId } = options;
  if (!hasId(projectId)) return null;
  let clarity: Clarity | undefined;
  return {
    id: 'microsoft-clarity',
    category: 'behaviour',
    load(context) {
      const target = context.window as unknown as ClarityWindow;
      if (!target.clarity) {
        const stub: Clarity = function clarityStub(...args: unknown[]) {
          (stub.q ??= []).push(args);
        };
        target.clarity = stub;
      }
      clarity = (...args) => target.clarity?.(...args);
      clarity('consent');
      context.loadScript(`https://www.clarity.ms/tag/${encodeURIComponent(projectId)}`);
    },
    event(event) {
      clarity?.('event', event.name);
    },
    consentChanged(consent) {
      clarity?.('consent', consent.behaviour === 'granted');
    },
  };
}
