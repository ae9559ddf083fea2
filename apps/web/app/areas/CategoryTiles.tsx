// The categories of a room as picture tiles: the menu's top image, the title, a line on what it holds and how
// many products, then the category's types as links.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { useText } from '@fittings/ui/TextProvider';
import * as styles from './CategoryTiles.css';
import { CardImage } from '../kit/CardImage';

export interface CategoryTile {
  title: string;
  href: string;
  image: string;
  description?: string;
  count?: number;
  items: readonly { title: string; href: string }[];
}

export function CategoryTiles({ categories }: { categories: readonly CategoryTile[] }) {
  const text = useText();
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.href} className={styles.tile}>
          <Link href={category.href} variant="bare" className={styles.main}>
            <span className={styles.media}>
              <CardImage className={styles.image} src={category.image} width={400} height={200} />
            </span>
            <span className={styles.name}>
              {category.title}
              {category.count !== undefined ? (
                <span className={styles.count}> {text.number(category.count)}</span>
              ) : null}
              <Icon name="chevronRight" />
            </span>
          </Link>
          {category.description ? (
            <p className={styles.description}>{category.description}</p>
          ) : null}
          {category.items.length > 0 ? (
            <ul
              className={styles.items}
              aria-label={text.t('web.areaPage.types', { category: category.title })}
            >
              {category.items.map((item) => (
                <li key={item.href}>
                  <Link href={item.href} variant="subtle" className={styles.item}>
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
