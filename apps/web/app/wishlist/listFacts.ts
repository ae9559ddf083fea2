// The facts a plumber checks before fitting, in one short line under each product of the printed list and the PDF:
// the pressure it needs, its flow at 3 bar, whether it is made for hard water and its warranty.
import type { HomeFit } from '@fittings/catalog-core';

const number = (value: number) => value.toLocaleString('en-IN', { maximumFractionDigits: 1 });

/** `From 0.5 bar · 5.7 l/min at 3 bar · For hard water · 10-year warranty`; what does not apply is left out. */
export function listFactsLine(fit: HomeFit): string {
  return [
    fit.minPressureBar === null ? null : `From ${number(fit.minPressureBar)} bar`,
    fit.flowAt3BarLpm === null ? null : `${number(fit.flowAt3BarLpm)} l/min at 3 bar`,
    fit.hardWater === true ? 'For hard water' : null,
    `${fit.warrantyYears}-year warranty`,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}
