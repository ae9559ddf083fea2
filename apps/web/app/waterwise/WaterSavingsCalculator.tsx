// The WaterWise savings calculator. A plain GET form that the server answers with the result, so it works before
// (or without) JavaScript; once the page is interactive the result follows every change as the visitor types.
import { Button } from '@fittings/ui/Button';
import { useText } from '@fittings/ui/TextProvider';
import { waterAssumptionsInLanguages, waterwiseInLanguages } from './waterwise.languages';
import { useId, useState, type FormEvent } from 'react';
import { FIXTURES } from './waterwise.data';
import {
  calculateSavings,
  formatIndian,
  parseSavingsInput,
  savingsSearch,
  type SavingsInput,
} from './waterSavings';
import { useLocalize } from '../i18n/useLanguage';
import * as styles from './WaterSavingsCalculator.css';

export interface WaterSavingsCalculatorProps {
  /** Where the form is sent without JavaScript, e.g. `/waterwise#calculator`. */
  action: string;
  /** The input read from the page's URL. */
  initial: SavingsInput;
  /** Called with the form's query string (`?calc=1&people=…`) after every change, to keep the URL in step. */
  onChange?: (search: string) => void;
}

/** The calculator's words and the figures it states, in the page's language. */
function useCalculatorText() {
  // The translator's language is the page's (the root provides it), and a test can give it without a router.
  const text = useText();
  const language = text.language;
  const waterAssumptions = waterAssumptionsInLanguages[language];
  return {
    text,
    copy: waterwiseInLanguages[language].calculator,
    waterAssumptions,
    limits: waterAssumptions.limits,
    assumptions: waterAssumptions.fixtures,
  };
}

export function WaterSavingsCalculator({ action, initial, onChange }: WaterSavingsCalculatorProps) {
  const { text, copy, waterAssumptions, limits, assumptions } = useCalculatorText();
  const [input, setInput] = useState(initial);
  const ids = useId();
  // Without JavaScript the form is sent: its answer is the page in this page's language.
  const localizedAction = useLocalize()(action);
  const result = calculateSavings(input);
  const anyFixture = FIXTURES.some((f) => input.fixtures[f]);

  const update = (form: HTMLFormElement) => {
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(form)) {
      if (typeof value === 'string') params.append(key, value);
    }
    const next = parseSavingsInput(params);
    setInput(next);
    onChange?.(savingsSearch(next));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update(event.currentTarget);
  };

  return (
    <div className={styles.calculator}>
      <form
        method="get"
        action={localizedAction}
        className={styles.form}
        onChange={(event) => update(event.currentTarget)}
        onSubmit={submit}
        aria-label={copy.title}
      >
        <input type="hidden" name="calc" value="1" />
        <NumberField
          id={`${ids}-people`}
          name="people"
          label={copy.peopleLabel}
          inputMode="numeric"
          limits={limits.people}
          step={1}
          defaultValue={initial.people}
          required
        />

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{copy.fixturesLegend}</legend>
          {FIXTURES.map((fixture) => (
            <div key={fixture} className={styles.fixture}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name={fixture}
                  value="1"
                  defaultChecked={initial.fixtures[fixture]}
                  className={styles.checkbox}
                />
                <span>{assumptions[fixture].label}</span>
              </label>
              <label htmlFor={`${ids}-${fixture}`} className={styles.minutesLabel}>
                {assumptions[fixture].minutesLabel}
              </label>
              <input
                id={`${ids}-${fixture}`}
                className={styles.number}
                type="number"
                name={`${fixture}Minutes`}
                inputMode="decimal"
                min={limits.minutes.min}
                max={limits.minutes.max}
                step="any"
                defaultValue={initial.minutes[fixture]}
              />
            </div>
          ))}
        </fieldset>

        <NumberField
          id={`${ids}-tariff`}
          name="tariff"
          label={copy.tariffLabel}
          inputMode="decimal"
          limits={limits.tariff}
          step="any"
          defaultValue={initial.tariff}
          hint={copy.tariffHint}
        />

        <Button type="submit" tone="secondary">
          {copy.submit}
        </Button>
      </form>

      <div className={styles.result}>
        <h3 className={styles.resultTitle}>{copy.resultTitle}</h3>
        <output className={styles.output} aria-live="polite" data-testid="water-savings">
          {anyFixture ? (
            <>
              <span className={styles.figure}>
                <span className={styles.value}>{formatIndian(result.litresPerYear)}</span>
                <span className={styles.unit}>{text.t('web.waterwise.litresAYear')}</span>
              </span>
              <span className={styles.figure}>
                <span className={styles.value}>₹{formatIndian(result.rupeesPerYear)}</span>
                <span className={styles.unit}>{text.t('web.waterwise.savedAYear')}</span>
              </span>
              <span className={styles.aside}>
                {text.t('web.waterwise.buckets', {
                  buckets: formatIndian(result.bucketsPerYear),
                  litres: waterAssumptions.bucketLitres,
                  share: Math.round(result.share * 100),
                })}
              </span>
            </>
          ) : (
            <span className={styles.aside}>{copy.noFixtures}</span>
          )}
        </output>
        {anyFixture ? (
          <ul className={styles.breakdown} aria-label={text.t('web.waterwise.byFitting')}>
            {result.perFixture.map((saving) => (
              <li key={saving.fixture} className={styles.bar}>
                <span>{assumptions[saving.fixture].label}</span>
                <span className={styles.barValue}>{formatIndian(saving.litresPerYear)} L</span>
                <span
                  className={styles.barFill}
                  style={{
                    width: `${result.litresPerYear > 0 ? (saving.litresPerYear / result.litresPerYear) * 100 : 0}%`,
                  }}
                  aria-hidden="true"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The assumptions behind the result, as the page states them. */
export function SavingsAssumptions() {
  const { text, waterAssumptions, assumptions } = useCalculatorText();
  return (
    <div className={styles.assumptions}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{text.t('web.waterwise.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{text.t('web.waterwise.table.fitting')}</th>
              <th scope="col">{text.t('web.waterwise.table.standard')}</th>
              <th scope="col">WaterWise</th>
              <th scope="col">{text.t('web.waterwise.table.use')}</th>
            </tr>
          </thead>
          <tbody>
            {FIXTURES.map((fixture) => (
              <tr key={fixture}>
                <th scope="row">{assumptions[fixture].label}</th>
                <td>{assumptions[fixture].standardLpm}</td>
                <td>{assumptions[fixture].waterwiseLpm}</td>
                <td>
                  {text.t('web.waterwise.table.minutes', {
                    minutes: assumptions[fixture].defaultMinutes,
                  })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.notes}>
        <li>{text.t('web.waterwise.note.litres', { days: waterAssumptions.daysPerYear })}</li>
        <li>
          {text.t('web.waterwise.note.rupees', {
            tariff: waterAssumptions.defaultTariffPerKilolitre,
          })}
        </li>
        <li>{text.t('web.waterwise.note.rounding')}</li>
      </ul>
    </div>
  );
}

/** A labelled number field of the form, with its limits and an optional hint below it. */
function NumberField({
  id,
  name,
  label,
  inputMode,
  limits,
  step,
  defaultValue,
  required,
  hint,
}: {
  id: string;
  name: string;
  label: string;
  inputMode: 'numeric' | 'decimal';
  limits: { min: number; max: number };
  step: number | 'any';
  defaultValue: number;
  required?: boolean;
  hint?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.number}
        type="number"
        name={name}
        inputMode={inputMode}
        min={limits.min}
        max={limits.max}
        step={step}
        defaultValue={defaultValue}
        required={required}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
