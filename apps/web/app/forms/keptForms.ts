// Forms sent while offline, kept in this browser's storage until they can be sent (forms/sendKeptForms.ts). Only
// the fields the API takes and the form's Idempotency-Key are kept, so sending one twice stores it once.
import type { SiteFormId } from './forms';

export interface KeptForm {
  form: SiteFormId;
  /** What the form posts: the checked fields and the captcha's token. */
  body: Record<string, unknown>;
  /** The form's Idempotency-Key, so a second try of the same sending is one submission. */
  key?: string;
}

const STORAGE_KEY = 'fittings.keptForms';

export function keptForms(): KeptForm[] {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(saved) ? (saved as KeptForm[]) : [];
  } catch {
    return [];
  }
}

export function keepForm(entry: KeptForm): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...keptForms(), entry]));
}

/** Removes one kept form once it has been sent (or refused for good). */
export function forgetForm(entry: KeptForm): void {
  const rest = keptForms().filter(
    (kept) => !(kept.form === entry.form && kept.key === entry.key && kept.key !== undefined),
  );
  if (rest.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(rest));
  else localStorage.removeItem(STORAGE_KEY);
}

export const hasKeptForms = () => {
  try {
    return localStorage.getItem(STORAGE_KEY) !== null;
  } catch {
    return false;
  }
};
