// The frame of a form page: the page header (breadcrumbs, eyebrow, one h1, introduction), the form, and a column
// of ways to reach us beside it on wide screens.
import type { ReactNode } from 'react';
import { container } from '@fittings/ui/theme';
import { PageHeader } from '../kit/PageHeader';
import type { Crumb } from '../kit/pageText';
import * as styles from './SiteForm.css';

export interface FormPageProps {
  crumbs: readonly Crumb[];
  eyebrow: ReactNode;
  title: string;
  intro: string;
  aside?: ReactNode;
  children: ReactNode;
}

export function FormPage({ crumbs, eyebrow, title, intro, aside, children }: FormPageProps) {
  return (
    <article className={styles.page}>
      <PageHeader crumbs={crumbs} eyebrow={eyebrow} title={title} intro={intro} />
      <div className={[container, styles.layout].join(' ')}>
        <div>{children}</div>
        {aside ? <aside className={styles.aside}>{aside}</aside> : null}
      </div>
    </article>
  );
}
