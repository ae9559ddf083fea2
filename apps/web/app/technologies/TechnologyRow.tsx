// One technology on an innovations page: its picture beside its name, what it does and a link to its page. Rows
// alternate sides on wide screens.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { MarkedName } from '@fittings/ui/MarkedName';
import { useText } from '@fittings/ui/TextProvider';
import type { Technology } from '@fittings/api-client';
import { plainName, technologyHref } from '../content/content';
import * as styles from './TechnologyRow.css';
import { CardImage } from '../kit/CardImage';

export function TechnologyRow({ technology, flip }: { technology: Technology; flip: boolean }) {
  const text = useText();
  const id = `technology-${technology.slug}`;
  return (
    <article aria-labelledby={id} className={[styles.row, flip ? styles.flip : ''].join(' ')}>
      <div className={styles.media}>
        <CardImage className={styles.image} src={technology.image} width={400} height={400} />
      </div>
      <div className={styles.text}>
        <h3 id={id} className={styles.name}>
          <MarkedName text={technology.name} />
        </h3>
        <p className={styles.summary}>{technology.summary}</p>
        <p className={styles.description}>{technology.description}</p>
        <p className={styles.count}>
          {text.t('web.technology.inProducts', { count: technology.productCount })}
        </p>
        {technology.route ? (
          <Link
            href={technologyHref(technology.route)}
            variant="standalone"
            className={styles.more}
          >
            {text.t('web.technology.discover', { name: plainName(technology.name) })}{' '}
            <Icon name="arrowRight" />
          </Link>
        ) : null}
      </div>
    </article>
  );
}
