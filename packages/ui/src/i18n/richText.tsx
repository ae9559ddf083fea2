// A message whose placeholders are elements, not only text: "Model: {model}" with the model in a
// `<span translate="no">`, so translation tools and the Hindi e2e test see which Latin word is a name while the
// words around it stay one translatable sentence in the catalogue (word order is the language's, not the code's).
import type { Translator } from '@fittings/catalog-core';
import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

// Private-use characters: no catalogue text or catalogue value carries them, so a split on them is unambiguous.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * The message `id` with each element among `values` put in its placeholder's place.
 *
 * @example
 * richText(text, 'ui.productCard.model', { model: <Untranslated>T14059</Untranslated> })
 * // ['Model: ', <span translate="no">T14059</span>]
 */
export function richText(
  text: Pick<Translator, 't'>,
  id: string,
  values: Record<string, string | number | ReactElement>,
): ReactNode {
  const elements: ReactElement[] = [];
  const plain: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isValidElement(value)) {
      plain[key] = `${OPEN}${elements.length}${CLOSE}`;
      elements.push(value);
    } else plain[key] = value;
  }
  // split with a capturing group alternates text and slot numbers: [text, n, text, n, text].
  return text
    .t(id, plain)
    .split(SLOT)
    .map((part, index) =>
      index % 2 === 0 ? part : <Fragment key={index}>{elements[Number(part)]}</Fragment>,
    )
    .filter((part) => part !== '');
}

/** A name, model number or code that stays as it is in every language: `translate="no"` says so to tools. */
export function Untranslated({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span translate="no" className={className}>
      {children}
    </span>
  );
}
