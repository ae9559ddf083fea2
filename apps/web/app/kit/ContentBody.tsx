// The body of a content page written as data: its sections (paragraphs, lists, steps, tables, questions, link
// cards), a table of contents and the date of the last change for policies, and further reading at the foot.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import type { ContentPageData, ContentSection } from '../content/pages';
import { Prose, slugify } from './prose';
import { LinkCards } from './LinkCards';
import * as styles from './ContentBody.css';

/** A date written out in full, in the page's language ("1 October 2026", "1 अक्तूबर 2026"). */
export const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
};

export function sectionId(section: ContentSection): string {
  return section.id ?? slugify(section.heading);
}

export function ContentBody({ page }: { page: ContentPageData }) {
  const text = useText();
  const policy = page.kind === 'policy';
  return (
    <>
      <div className={policy ? styles.policyLayout : styles.articleLayout}>
        {policy ? (
          <nav aria-labelledby="toc-title" className={styles.toc}>
            <p id="toc-title" className={styles.tocTitle}>
              {text.t('web.contentPage.toc')}
            </p>
            <ol className={styles.tocList}>
              {page.sections.map((section) => (
                <li key={sectionId(section)}>
                  <a href={`#${sectionId(section)}`} className={styles.tocLink}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={styles.body}>
          {page.updated ? (
            <p className={styles.updated}>
              {text.t('web.contentPage.updated')}{' '}
              <time dateTime={page.updated}>{text.date(new Date(page.updated), DATE_FORMAT)}</time>
            </p>
          ) : null}
          {page.sections.map((section) => (
            <SectionBlock key={sectionId(section)} section={section} />
          ))}
        </div>
      </div>
      {page.related && page.related.length > 0 ? (
        <aside aria-labelledby="related-title" className={styles.related}>
          <div className={styles.relatedInner}>
            <h2 id="related-title" className={styles.relatedTitle}>
              {text.t('web.contentPage.related')}
            </h2>
            <ul className={styles.relatedList}>
              {page.related.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="bare" className={styles.relatedLink}>
                    {link.title} <Icon name="arrowRight" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}
    </>
  );
}

function SectionBlock({ section }: { section: ContentSection }) {
  const id = sectionId(section);
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={styles.section}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {section.heading}
      </h2>
      {section.table ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          <Prose text={paragraph} />
        </p>
      ))}
      {section.bullets ? (
        <ul className={styles.bullets}>
          {section.bullets.map((bullet) => (
            <li key={bullet}>
              <Prose text={bullet} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.steps ? (
        <ol className={styles.steps}>
          {section.steps.map((step) => (
            <li key={step} className={styles.step}>
              <Prose text={step} />
            </li>
          ))}
        </ol>
      ) : null}
      {section.questions ? (
        <div className={styles.questions}>
          {section.questions.map((item) => (
            <details key={item.question} className={styles.question}>
              <summary className={styles.summary}>
                <span>{item.question}</span>
                <Icon name="plus" className={styles.summaryIcon} />
              </summary>
              <p className={styles.answer}>
                <Prose text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      ) : null}
      {section.cards ? <LinkCards cards={section.cards} headingLevel="h3" /> : null}
    </section>
  );
}
