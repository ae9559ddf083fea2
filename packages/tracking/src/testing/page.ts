// Test-only: reset the jsdom page between tests and read what providers left on it.

const GLOBALS = ['dataLayer', 'gtag', 'fbq', '_fbq', 'clarity'] as const;

type PageGlobals = Record<(typeof GLOBALS)[number], unknown>;

export function resetPage(): void {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.localStorage.clear();
  for (const name of GLOBALS) delete (window as unknown as Partial<PageGlobals>)[name];
  setGlobalPrivacyControl(undefined);
  setSendBeacon(undefined);
}

export function setGlobalPrivacyControl(value: boolean | undefined): void {
  Object.defineProperty(window.navigator, 'globalPrivacyControl', {
    value,
    configurable: true,
  });
}

/** Gives jsdom (which has none) a `navigator.sendBeacon` that records what it is given. */
export function setSendBeacon(record: ((url: string, body: string) => boolean) | undefined): void {
  Object.defineProperty(window.navigator, 'sendBeacon', { value: record, configurable: true });
}

export function scriptSources(): string[] {
  return Array.from(document.scripts).map((script) => script.src);
}

/** `window.dataLayer` with gtag's `arguments` objects turned into arrays. */
export function dataLayer(): unknown[] {
  const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (!layer) return [];
  return layer.map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as ArrayLike<unknown>)
      : entry,
  );
}

/** The calls queued on Meta's `fbq` stub. */
export function pixelCalls(): unknown[][] {
  const fbq = (window as unknown as { fbq?: { queue: unknown[][] } }).fbq;
  return fbq ? fbq.queue : [];
}

/** The calls queued on Clarity's stub. */
export function clarityCalls(): unknown[][] {
  const clarity = (window as unknown as { clarity?: { q?: unknown[][] } }).clarity;
  return clarity?.q ?? [];
}

/** Runs scheduled script loads at once, so tests can look for the script tags. */
export const now = (task: () => void): void => task();
