// A home page section's heading with its link to the whole of what the section shows a part of.
import { Link } from '@fittings/ui/Link';
import * as styles from './home.css';

export function SectionHeader({
  id,
  title,
  href,
  cta,
}: {
  /** The heading's id, which the section is labelled by. */
  id: string;
  title: string;
  href: string;
  cta: string;
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <Link href={href} variant="standalone">
        {cta}
      </Link>
    </div>
  );
}
