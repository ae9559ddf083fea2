// `@fittings/ui/Footer`: an entry of its own, so a page that renders it ships it and no other component.
export { Footer, socialNetworks } from '../components/Footer/Footer';
export type {
  FooterColumn,
  FooterProps,
  SocialLink,
  SocialNetwork,
} from '../components/Footer/Footer';
