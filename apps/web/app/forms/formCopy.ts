// The words of a form page in a language: its page copy and field labels from the data set of that language
// (content/byLanguage.ts), and the choices of its selects from the message catalogues by their values.
import {
  PRODUCT_INTERESTS,
  SUPPORT_TOPICS,
  languageOfPath,
  type Language,
  type Translator,
} from '@fittings/catalog-core';
import { fieldTextInLanguages, formPagesInLanguages } from './forms.languages';
import { useLanguage } from '../i18n/useLanguage';
import type { SiteFormId } from './forms';

export function formCopy(form: SiteFormId, language: Language) {
  return {
    page: formPagesInLanguages[language][form],
    fields: fieldTextInLanguages[language],
  };
}

/** In a page: its form's words in the page's language. */
export function useFormCopy(form: SiteFormId) {
  return formCopy(form, useLanguage());
}

/** In a meta function: the form's words in the language of the page's path. */
export const formCopyAt = (form: SiteFormId, pathname: string) =>
  formCopy(form, languageOfPath(pathname));

/** The "Interested in" choices: catalog-core's values, labelled in the translator's language by their ids. */
export const interestOptions = (text: Pick<Translator, 't'>) =>
  PRODUCT_INTERESTS.map(({ value, labelCode }) => ({ value, label: text.t(labelCode) }));

/** The "What is it about?" choices of the support form. */
export const topicOptions = (text: Pick<Translator, 't'>) =>
  SUPPORT_TOPICS.map(({ value, labelCode }) => ({ value, label: text.t(labelCode) }));
