// The facts a plumber checks before fitting, in one short line under each product of the printed list and the PDF:
// the pressure it needs, its flow at 3 bar, whether it is made for hard water and its warranty, in the translator's
// language (numbers formatted for it).
import type { HomeFit, Translator } from '@fittings/catalog-core';

/** `From 0.5 bar · 5.7 l/min at 3 bar · For hard water · 10-year warranty`; what does not apply is left out. */
export function listFactsLine(fit: HomeFit, text: Translator): string {
  const number = (value: number) => text.number(value, { maximumFractionDigits: 1 });
  return [
    fit.minPressureBar === null
      ? null
      : text.t('web.list.factPressure', { bar: number(fit.minPressureBar) }),
    fit.flowAt3BarLpm === null
      ? null
      : text.t('web.list.factFlow', { flow: number(fit.flowAt3BarLpm) }),
    fit.hardWater === true ? text.t('web.list.factHardWater') : null,
    text.t('web.list.factWarranty', { years: fit.warrantyYears }),
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
