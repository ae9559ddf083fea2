// The captcha of the forms. With reCAPTCHA or Turnstile configured (CAPTCHA_PROVIDER, CAPTCHA_SITE_KEY) their widget
// is rendered here and adds its answer to the form; otherwise the form carries the local test token the API's local
// provider accepts, so the forms work with no third party at all.
import { useText } from '@fittings/ui/TextProvider';
import { useEffect, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root';
import { CAPTCHA_FIELD } from './forms';
import * as styles from './SiteForm.css';

const SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

interface Widget {
  render(element: HTMLElement, options: { sitekey: string }): unknown;
}

function widgetOf(provider: 'turnstile' | 'recaptcha'): Widget | undefined {
  const w = window as unknown as { turnstile?: Widget; grecaptcha?: Widget & { render?: unknown } };
  return provider === 'turnstile' ? w.turnstile : w.grecaptcha?.render ? w.grecaptcha : undefined;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`Could not load ${src}`)), {
      once: true,
    });
    if (!existing) {
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

export function CaptchaField({ id, error }: { id: string; error: string | undefined }) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const settings = root?.integrations.captcha;
  const container = useRef<HTMLDivElement>(null);
  const text = useText();
  const provider = settings && settings.provider !== 'local' ? settings.provider : undefined;
  const siteKey = settings && settings.provider !== 'local' ? settings.siteKey : undefined;

  useEffect(() => {
    if (!provider || !siteKey || !container.current) return;
    const element = container.current;
    let cancelled = false;
    const render = () => {
      const widget = widgetOf(provider);
      if (cancelled || !widget || element.childElementCount > 0) return false;
      widget.render(element, { sitekey: siteKey });
      return true;
    };
    if (!render()) {
      loadScript(SCRIPTS[provider])
        .then(() => {
          // reCAPTCHA defines grecaptcha.render a moment after its script runs.
          const timer = setInterval(() => {
            if (cancelled || render()) clearInterval(timer);
          }, 50);
          setTimeout(() => clearInterval(timer), 10_000);
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
    };
  }, [provider, siteKey]);

  if (!settings) return null;
  if (settings.provider === 'local') {
    return (
      <>
        <input type="hidden" name={CAPTCHA_FIELD} value={settings.testToken} />
        {error ? (
          <p id={id} className={styles.failed} tabIndex={-1}>
            {error}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <div className={styles.captcha}>
      <div id={id} ref={container} tabIndex={-1} aria-label={text.t('web.form.captcha')} />
      {error ? <p className={styles.fieldError}>{error}</p> : null}
      <noscript>
        <p className={styles.fieldError}>{text.t('web.form.needsJavaScript')}</p>
      </noscript>
    </div>
  );
}
