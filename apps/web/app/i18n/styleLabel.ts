// A collection style as a page says it: catalog-core's `core.style.<name>` in the page's language (मॉडर्न), the
// given label where a catalogue has no message for it.
import { styleName, type Translator } from '@fittings/catalog-core';

export function styleLabel(
  style: number | string,
  fallback: string,
  text: Pick<Translator, 'has' | 't'>,
): string {
  const name = typeof style === 'number' ? styleName(style) : style.toLowerCase();
  const id = `core.style.${name ?? ''}`;
  return name && text.has(id) ? text.t(id) : fallback;
}
