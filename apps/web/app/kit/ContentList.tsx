// A short bulleted list of running text, styled like the content pages' lists.
import { Prose } from './prose';
import * as styles from './ContentBody.css';

export function ContentList({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.bullets}>
      {items.map((item) => (
        <li key={item}>
          <Prose text={item} />
        </li>
      ))}
    </ul>
  );
}
