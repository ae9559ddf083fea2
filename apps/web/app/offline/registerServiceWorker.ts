// Starts the service worker (scripts/serviceWorker.mjs makes /sw.js at build time) once the page has loaded, so its
// install never competes with the first visit's own downloads.
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Tells the service worker which page a client-side navigation showed, so it can keep that page's HTML for offline
 * use (it decides which pages are worth it); the first page of a visit came from the network through it already.
 */
export function reportShownPage(href: string): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'shown', href });
}
