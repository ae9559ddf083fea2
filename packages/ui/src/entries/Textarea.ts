// `@fittings/ui/Textarea`: an entry of its own, so a page that renders it ships it and no other component.
export { Textarea } from '../components/Textarea/Textarea';
export type { TextareaProps } from '../components/Textarea/Textarea';
