// `@fittings/ui/TextProvider`: an entry of its own, so a page that renders it ships it and no other component.
export { TextProvider, useText } from '../i18n/TextProvider';
export type { TextProviderProps } from '../i18n/TextProvider';
