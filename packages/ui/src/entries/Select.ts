// `@fittings/ui/Select`: an entry of its own, so a page that renders it ships it and no other component.
export { Select } from '../components/Select/Select';
export type { SelectOption, SelectProps } from '../components/Select/Select';
