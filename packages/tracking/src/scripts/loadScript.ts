// Third-party scripts are added async, after the page is idle: they never block rendering.

/** Runs a task later, when the page is idle; the default of `createTracker({ schedule })`. */
export function whenIdle(task: () => void): void {
  const idle = (
    globalThis as {
      requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
    }
  ).requestIdleCallback;
  if (typeof idle === 'function') idle(task, { timeout: 3000 });
  else setTimeout(task, 1);
}

/**
 * Adds `<script async src>` to the document once per src. Load failures (an ad blocker, a network
 * error) are reported to `onError`, never thrown.
 */
export function insertScript(
  document: Document,
  src: string,
  onError: (error: Error) => void,
): void {
  const existing = Array.from(document.scripts).some((script) => script.src === src);
  if (existing) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => onError(new Error(`Could not load ${src}`)));
  (document.head ?? document.documentElement).appendChild(script);
}
