// `@fittings/ui/TextField`: an entry of its own, so a page that renders it ships it and no other component.
export { TextField } from '../components/TextField/TextField';
export type { TextFieldProps } from '../components/TextField/TextField';
