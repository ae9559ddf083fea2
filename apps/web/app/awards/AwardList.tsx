// The awards of one year as cards: the award's emblem, its title and jury, and what it recognised, linked.
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import { awardsInLanguages } from './awards.languages';
import type { Award } from '@fittings/api-client';
import * as styles from './AwardList.css';
import { CardImage } from '../kit/CardImage';

export function AwardList({
  awards,
  headingAs: Heading = 'h3',
}: {
  awards: readonly Award[];
  headingAs?: 'h2' | 'h3';
}) {
  const text = useText();
  const copy = awardsInLanguages[text.language];
  return (
    <ul className={styles.list}>
      {awards.map((award) => (
        <li key={award.id} className={styles.award}>
          <CardImage className={styles.image} src={award.image} width={400} height={400} />
          <div className={styles.body}>
            <p className={styles.organisation}>{award.organisation}</p>
            <Heading className={styles.title}>{award.title}</Heading>
            <p className={styles.subject}>
              {copy.recognisedFor}{' '}
              {award.subject.url ? (
                <Link href={award.subject.url} variant="inline">
                  {award.subject.kind === 'brand'
                    ? text.t('web.awards.company')
                    : award.subject.name}
                </Link>
              ) : (
                award.subject.name
              )}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
