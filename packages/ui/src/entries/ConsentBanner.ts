// `@fittings/ui/ConsentBanner`: an entry of its own, so a page that renders it ships it and no other component.
export { ConsentBanner, consentCategories } from '../components/ConsentBanner/ConsentBanner';
export type {
  ConsentBannerProps,
  ConsentCategory,
  ConsentChoices,
} from '../components/ConsentBanner/ConsentBanner';
