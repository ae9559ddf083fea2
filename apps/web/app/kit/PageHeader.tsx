// The top of every content page: the breadcrumb trail, an eyebrow, the page's one h1 and its introduction, with an
// optional picture beside them on wide screens.
import { Breadcrumbs } from '@fittings/ui/Breadcrumbs';
import { useText } from '@fittings/ui/TextProvider';
import type { ReactNode } from 'react';
import type { Crumb } from './pageText';
import { localTrail } from './pageText';
import * as styles from './PageHeader.css';

export interface PageHeaderProps {
  /** The trail from the home page to this page, both included. */
  crumbs: readonly Crumb[];
  eyebrow?: ReactNode;
  title: ReactNode;
  /** A note above the introduction (a translated legal page's word that the English text is binding). */
  notice?: ReactNode;
  intro?: ReactNode;
  /** `position` is the CSS object-position of the crop, e.g. `right center` to keep the right of a wide image. */
  image?: { src: string; alt: string; position?: string; shape?: 'wide' | 'square' };
  /** Actions under the introduction (links styled as buttons). */
  children?: ReactNode;
}

/** The header's words as a page's copy holds them (`<PageHeader crumbs={crumbs} {...headerWords(copy)} />`). */
export function headerWords({
  eyebrow,
  title,
  intro,
}: {
  eyebrow: string;
  title: string;
  intro: string;
}): Pick<PageHeaderProps, 'eyebrow' | 'title' | 'intro'> {
  return { eyebrow, title, intro };
}

export function PageHeader({
  crumbs,
  eyebrow,
  title,
  notice,
  intro,
  image,
  children,
}: PageHeaderProps) {
  const text = useText();
  return (
    <header className={[styles.header, image ? styles.withImage : ''].join(' ')}>
      <div className={styles.inner}>
        {crumbs.length > 1 ? (
          <Breadcrumbs
            className={styles.crumbs}
            items={localTrail(crumbs, text).map((crumb) => ({
              label: crumb.name,
              href: crumb.path,
            }))}
          />
        ) : null}
        <div className={styles.text}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {notice ? (
            <p className={styles.notice} role="note">
              {notice}
            </p>
          ) : null}
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children ? <div className={styles.actions}>{children}</div> : null}
        </div>
        {image ? (
          <div className={image.shape === 'square' ? styles.squareMedia : styles.media}>
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={800}
              height={600}
              fetchPriority="high"
              style={image.position ? { objectPosition: image.position } : undefined}
            />
          </div>
        ) : null}
      </div>
    </header>
  );
}
