// A titled band of a content page: an h2 with an optional line of text and a link beside it, then the content.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import type { ReactNode } from 'react';
import * as styles from './Section.css';

export interface SectionProps {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  action?: { label: string; href: string };
  /** `muted` sets the band on the surface colour, to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
  children?: ReactNode;
}

export function Section({ id, title, text, action, tone = 'plain', children }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      data-tone={tone}
      className={tone === 'muted' ? styles.muted : styles.plain}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={`${id}-title`} className={styles.title}>
              {title}
            </h2>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
          {action ? (
            <Link href={action.href} variant="standalone" className={styles.action}>
              {action.label} <Icon name="arrowRight" />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
