/**
 * The consent categories: one question each to the visitor, one switch for the providers in it.
 *
 * @example
 * CONSENT_CATEGORIES.map((category) => <Toggle key={category} name={category} />)
 */
export const CONSENT_CATEGORIES = ['analytics', 'behaviour', 'advertising'] as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** The visitor said yes, said no, or has not answered yet. */
export type ConsentDecision = 'granted' | 'denied' | 'unset';

/** The decision in force for each category (Global Privacy Control already applied). */
export type ConsentState = Readonly<Record<ConsentCategory, ConsentDecision>>;

/** The visitor's answer, for some or all categories. */
export type ConsentChoice = Partial<Record<ConsentCategory, boolean>>;

/** What happens to events of a category the visitor has not answered for yet. */
export type PendingPolicy = 'queue' | 'drop';
