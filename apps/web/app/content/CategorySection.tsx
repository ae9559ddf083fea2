// One room's section of the home page: its categories as tiles.
import { Icon } from '@fittings/ui/Icon';
import { Link } from '@fittings/ui/Link';
import { listingHref, type CategoryMenu } from '../layout/menus.data';
import * as styles from './home.css';

export function CategorySection({
  id,
  title,
  text,
  categories,
}: {
  id: string;
  title: string;
  text: string;
  categories: readonly CategoryMenu[];
}) {
  return (
    <section className={styles.section} aria-labelledby={`home-${id}`}>
      <div className={styles.sectionHeader}>
        <div>
          <h2 id={`home-${id}`} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionText}>{text}</p>
        </div>
      </div>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.route}>
            <Link
              href={listingHref(category.area, category.route)}
              variant="bare"
              className={styles.category}
            >
              <span className={styles.categoryMedia}>
                <img
                  className={styles.categoryImage}
                  src={category.topImage}
                  alt=""
                  width={400}
                  height={200}
                  loading="lazy"
                />
              </span>
              <span className={styles.categoryName}>
                {category.title} <Icon name="chevronRight" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
