// The visitor's consent choice, kept in storage, with Global Privacy Control applied on top.
import {
  CONSENT_CATEGORIES,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentDecision,
  type ConsentState,
} from './categories';

/** The part of the Web Storage API consent is kept with; `window.localStorage` fits. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface ConsentStoreOptions {
  storage: ConsentStorage | undefined;
  key: string;
  /** Whether the browser sends Global Privacy Control. */
  globalPrivacyControl: boolean;
  /** The categories Global Privacy Control denies. */
  gpcDenies: readonly ConsentCategory[];
}

export interface ConsentStore {
  /** The decisions in force; the same object until something changes. */
  get(): ConsentState;
  /** Records the visitor's answer and keeps it. Returns the decisions now in force. */
  set(choice: ConsentChoice): ConsentState;
}

const UNSET: ConsentState = { analytics: 'unset', behaviour: 'unset', advertising: 'unset' };

function parseStored(text: string | null): ConsentState {
  if (!text) return UNSET;
  try {
    const stored: unknown = JSON.parse(text);
    if (typeof stored !== 'object' || stored === null) return UNSET;
    const decisions = stored as Record<string, unknown>;
    const read = (category: ConsentCategory): ConsentDecision =>
      decisions[category] === 'granted' || decisions[category] === 'denied'
        ? (decisions[category] as ConsentDecision)
        : 'unset';
    return {
      analytics: read('analytics'),
      behaviour: read('behaviour'),
      advertising: read('advertising'),
    };
  } catch {
    return UNSET;
  }
}

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
export function readGlobalPrivacyControl(): boolean {
  try {
    return (
      typeof navigator !== 'undefined' &&
      (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true
    );
  } catch {
    return false;
  }
}

export function createConsentStore(options: ConsentStoreOptions): ConsentStore {
  const read = () => {
    try {
      return options.storage?.getItem(options.key) ?? null;
    } catch {
      return null;
    }
  };
  let chosen = parseStored(read());

  const effective = (): ConsentState => {
    if (!options.globalPrivacyControl) return chosen;
    const state = { ...chosen };
    for (const category of options.gpcDenies) state[category] = 'denied';
    return state;
  };
  let current = effective();

  return {
    get: () => current,
    set(choice) {
      const next = { ...chosen };
      for (const category of CONSENT_CATEGORIES) {
        const answer = choice[category];
        if (answer !== undefined) next[category] = answer ? 'granted' : 'denied';
      }
      chosen = next;
      try {
        options.storage?.setItem(options.key, JSON.stringify({ version: 1, ...chosen }));
      } catch {
        // Storage full or disabled: the choice holds for this page only.
      }
      const updated = effective();
      if (CONSENT_CATEGORIES.some((category) => updated[category] !== current[category])) {
        current = updated;
      }
      return current;
    },
  };
}
