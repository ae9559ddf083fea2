// A grid of cards that each lead to another page: a title, a line of text and an arrow; the whole card is the link.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import type { ContentCard } from '../content/pages';
import { proseToText } from './prose';
import * as styles from './LinkCards.css';

export interface LinkCardsProps {
  cards: readonly (ContentCard & { image?: string; eyebrow?: string })[];
  headingLevel?: 'h2' | 'h3';
  /** `cover` fills a wide frame above the text; `emblem` shows a square picture small, beside the title. */
  imageStyle?: 'cover' | 'emblem';
}

export function LinkCards({
  cards,
  headingLevel: Heading = 'h3',
  imageStyle = 'cover',
}: LinkCardsProps) {
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.href} className={styles.item}>
          <Link href={card.href} variant="bare" className={styles.card}>
            {card.image && imageStyle === 'cover' ? (
              <span className={styles.media}>
                <img
                  className={styles.image}
                  src={card.image}
                  alt=""
                  width={480}
                  height={300}
                  loading="lazy"
                />
              </span>
            ) : null}
            {/* A block, not a span: the card's heading is a block, which a span may not hold. */}
            <div className={styles.body}>
              {card.image && imageStyle === 'emblem' ? (
                <img
                  className={styles.emblem}
                  src={card.image}
                  alt=""
                  width={112}
                  height={112}
                  loading="lazy"
                />
              ) : null}
              {card.eyebrow ? <span className={styles.eyebrow}>{card.eyebrow}</span> : null}
              <Heading className={styles.title}>{card.title}</Heading>
              <span className={styles.text}>{proseToText(card.text)}</span>
              <span className={styles.more} aria-hidden="true">
                <Icon name="arrowRight" />
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
