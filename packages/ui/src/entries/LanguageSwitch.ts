// `@fittings/ui/LanguageSwitch`: an entry of its own, so a page that renders it ships it and no other component.
export { LanguageSwitch } from '../components/LanguageSwitch/LanguageSwitch';
export type {
  LanguageOption,
  LanguageSwitchProps,
} from '../components/LanguageSwitch/LanguageSwitch';
