// `@fittings/ui/Tag`: an entry of its own, so a page that renders it ships it and no other component.
export { TAG_TEXT, Tag, productTagKind, tagKinds } from '../components/Tag/Tag';
export type { TagKind, TagProps } from '../components/Tag/Tag';
