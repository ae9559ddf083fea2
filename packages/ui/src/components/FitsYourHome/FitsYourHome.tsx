import { fitFacts, worksOnLowPressure, type HomeFit } from '@fittings/catalog-core';
import { Icon } from '../../icons/Icon';
import * as styles from './FitsYourHome.css';

export interface FitsYourHomeProps {
  fit: HomeFit;
  /** The level of the block's heading. */
  headingAs?: 'h2' | 'h3';
}

/**
 * The product page's "Fits your home" block (issue 17): whether it works on tank pressure and in hard water, then
 * every fact in plain words from catalog-core's `fitFacts`. The two answers are said in words with an icon, never by
 * colour alone.
 */
export function FitsYourHome({ fit, headingAs: Heading = 'h2' }: FitsYourHomeProps) {
  const highlights = [
    worksOnLowPressure(fit) ? 'Works on low pressure (0.5 bar or less)' : null,
    fit.hardWater === true ? 'For hard water' : null,
  ].filter((text): text is string => text !== null);
  return (
    <section className={styles.root} aria-labelledby="fits-your-home">
      <Heading id="fits-your-home" className={styles.heading}>
        Fits your home
      </Heading>
      {highlights.length > 0 ? (
        <ul className={styles.highlights}>
          {highlights.map((text) => (
            <li key={text} className={styles.highlight}>
              <Icon name="check" />
              {text}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        {fitFacts(fit).map((fact) => (
          <div key={fact.key} className={styles.fact}>
            <dt className={styles.label}>{fact.label}</dt>
            <dd className={styles.value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
