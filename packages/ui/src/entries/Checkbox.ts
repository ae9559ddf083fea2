// `@fittings/ui/Checkbox`: an entry of its own, so a page that renders it ships it and no other component.
export { Checkbox } from '../components/Checkbox/Checkbox';
export type { CheckboxProps } from '../components/Checkbox/Checkbox';
