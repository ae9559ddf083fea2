// Routing-agnostic links: the app provides its router's link component once; every link in the package uses it.
import {
  createContext,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** The props the app's link component receives: an `href` and the usual anchor attributes. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link, such as an adapter over React Router's `<Link to>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function PlainAnchor({ href, ref, ...rest }: LinkComponentProps) {
  return <a href={href} ref={ref} {...rest} />;
}

const LinkContext = createContext<LinkComponent>(PlainAnchor);

export interface LinkProviderProps {
  /** Renders internal links, for example `({ href, ...rest }) => <RouterLink to={href} {...rest} />`. */
  linkComponent: LinkComponent;
  children: ReactNode;
}

/** Makes every link below it render through the app's link component. Without it, links are plain anchors. */
export function LinkProvider({ linkComponent, children }: LinkProviderProps) {
  return <LinkContext.Provider value={linkComponent}>{children}</LinkContext.Provider>;
}

/** The link component in effect; a plain anchor outside a {@link LinkProvider}. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Whether an href leaves the site (another origin, mail, phone): such links bypass the router. */
export function isExternalHref(href: string): boolean {
  return ABSOLUTE.test(href);
}
