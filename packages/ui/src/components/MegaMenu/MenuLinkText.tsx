import { Tag } from '../Tag/Tag';
import type { MenuLink } from './types';

/** A menu link's words, as the dropdown and the side menu show them: its title, then a "New" tag if it is new. */
export function MenuLinkText({ item }: { item: MenuLink }) {
  return (
    <>
      {item.title}
      {item.isNew ? (
        <>
          {' '}
          <Tag kind="new" />
        </>
      ) : null}
    </>
  );
}
