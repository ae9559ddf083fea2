import type { AnchorHTMLAttributes, Ref } from 'react';
import { isExternalHref, useLinkComponent } from '../../link/LinkProvider';
import { visuallyHidden } from '../../theme/utils.css';
import { link, linkVariants } from './Link.css';
import { useText } from '../../i18n/TextProvider';

export { linkVariants };

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `inline` in running text, `standalone` for a labelled call to action, `subtle` in lists, `bare` unstyled. */
  variant?: (typeof linkVariants)[number];
  /** Opens in a new tab, says so to screen readers, and bypasses the router. */
  newTab?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link. Internal links render through the component given to `LinkProvider` (the site passes an adapter over React
 * Router's `Link`); links to other origins, downloads and `newTab` links are plain anchors. Variants: `inline`,
 * `standalone`, `subtle`, `bare`.
 */
export function Link({ href, variant, newTab, className, children, download, ...rest }: LinkProps) {
  const AppLink = useLinkComponent();
  const text = useText();
  const classes = [link({ variant }), className].filter(Boolean).join(' ');
  const plain = newTab || download !== undefined || isExternalHref(href);
  if (plain) {
    return (
      <a
        href={href}
        className={classes}
        download={download}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      >
        {children}
        {newTab ? (
          <>
            {' '}
            <span className={visuallyHidden}>{text.t('ui.link.newTab')}</span>
          </>
        ) : null}
      </a>
    );
  }
  return (
    <AppLink href={href} className={classes} {...rest}>
      {children}
    </AppLink>
  );
}
