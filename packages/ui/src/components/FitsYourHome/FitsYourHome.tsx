import { fitFacts, worksOnLowPressure, type HomeFit } from '@fittings/catalog-core';
import { Icon } from '../../icons/Icon';
import * as styles from './FitsYourHome.css';
import { useText } from '../../i18n/TextProvider';

export interface FitsYourHomeProps {
  fit: HomeFit;
  /** The level of the block's heading. */
  headingAs?: 'h2' | 'h3';
}

/**
 * The product page's "Fits your home" block (issue 17): whether it works on tank pressure and in hard water, said in
 * words with an icon, never by colour alone; then every fact in plain words from catalog-core's `fitFacts`, in the
 * page's language. A fact that does not apply says "Not applicable".
 */
export function FitsYourHome({ fit, headingAs: Heading = 'h2' }: FitsYourHomeProps) {
  const text = useText();
  const highlights = [
    worksOnLowPressure(fit) ? text.t('ui.fitsYourHome.lowPressure') : null,
    fit.hardWater === true ? text.t('ui.fitsYourHome.hardWater') : null,
  ].filter((line): line is string => line !== null);
  return (
    <section className={styles.root} aria-labelledby="fits-your-home">
      <Heading id="fits-your-home" className={styles.heading}>
        {text.t('ui.fitsYourHome.heading')}
      </Heading>
      {highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {highlights.map((line) => (
            <li key={line} className={styles.highlight}>
              <Icon name="check" />
              {line}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        {/* The page's translator says the facts in the page's language (catalog-core's core.fit.* messages). */}
        {fitFacts(fit, text).map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
