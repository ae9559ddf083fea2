// A full-width call to action: a title, a line of text and one button, on a tinted band.
import { ButtonLink } from '@fittings/ui/Button';
import * as styles from './Band.css';

export interface BandProps {
  id: string;
  title: string;
  text: string;
  cta: string;
  href: string;
  tone?: 'waterwise' | 'plain';
}

export function Band({ id, title, text, cta, href, tone = 'plain' }: BandProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={tone === 'waterwise' ? styles.waterwise : styles.plain}
    >
      <div className={styles.inner}>
        <div>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <ButtonLink href={href} tone={tone === 'waterwise' ? 'secondary' : 'primary'}>
          {cta}
        </ButtonLink>
      </div>
    </section>
  );
}
