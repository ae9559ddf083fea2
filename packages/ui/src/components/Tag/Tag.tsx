import type { HTMLAttributes } from 'react';
import { tag, tagKinds } from './Tag.css';
import { useText } from '../../i18n/TextProvider';

export { tagKinds };
export type TagKind = (typeof tagKinds)[number];

/** The English words of each tag, as the spec writes them; a page shows `ui.tag.<kind>` in its language. */
export const TAG_TEXT: Record<TagKind, string> = { new: 'New', comingSoon: 'Coming Soon' };

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  kind: TagKind;
}

/**
 * A small label on a product or menu item, the spec's "New" and "Coming Soon". `productTagKind(product)` picks the
 * right one from `newLaunch` and `comingSoon`.
 */
export function Tag({ kind, className, children, ...rest }: TagProps) {
  const text = useText();
  return (
    <span className={[tag({ kind }), className].filter(Boolean).join(' ')} {...rest}>
      {children ?? text.t(`ui.tag.${kind}`)}
    </span>
  );
}

/**
 * The tag a product carries: "Coming Soon" wins over "New"; none when it is neither.
 *
 * @example
 * productTagKind({ newLaunch: true, comingSoon: false }) // 'new'
 */
export function productTagKind(product: {
  newLaunch: boolean;
  comingSoon: boolean;
}): TagKind | undefined {
  if (product.comingSoon) return 'comingSoon';
  if (product.newLaunch) return 'new';
  return undefined;
}
