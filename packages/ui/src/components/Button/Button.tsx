import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../../icons/Icon';
import { Link, type LinkProps } from '../Link/Link';
import { button, iconButton, type ButtonVariants } from './Button.css';

type Variants = {
  /** The visual weight: `primary` for the main action of a view. */
  tone?: ButtonVariants['tone'];
  size?: ButtonVariants['size'];
  fullWidth?: boolean;
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Variants {
  /** An icon before the label. */
  icon?: IconName;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button for actions. Use `ButtonLink` for navigation styled as a button (it renders through the app's link
 * component). `IconButton` (icon-only, with a required `label`) is internal to the package and not exported.
 */
export function Button({
  tone,
  size,
  fullWidth,
  icon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon ? <Icon name={icon} /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends Omit<LinkProps, 'variant'>, Variants {
  icon?: IconName;
}

/** A link that looks like a button ("Find dealers", "view all products"); it goes through the app's link component. */
export function ButtonLink({
  tone,
  size,
  fullWidth,
  icon,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <Link
      variant="bare"
      className={[button({ tone, size, fullWidth }), className].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon ? <Icon name={icon} /> : null}
      {children}
    </Link>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name: icon-only controls must say what they do. */
  label: string;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

/** A round icon-only button with an accessible name (search, close, menu, carousel arrows). */
export function IconButton({
  icon,
  label,
  className,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={[iconButton, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <Icon name={icon} />
      {children}
    </button>
  );
}
