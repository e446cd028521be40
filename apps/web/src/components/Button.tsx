import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Icon, type IconName } from './Icon';

/**
 * The app's buttons. The kit owns their size (at least 44×44 px), focus ring and busy state;
 * callers add only layout (margins, flex-1, shrink-0).
 */
export type ButtonVariant = 'primary' | 'secondary' | 'soft' | 'danger' | 'dangerOutline' | 'link' | 'mutedLink';
/** md: 44 px high, small text (cards, bars); lg: 48 px, body text (forms, full-page actions). */
type ButtonSize = 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width. */
  block?: boolean;
}

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
const BASE = `inline-flex min-w-11 items-center justify-center gap-2 transition disabled:cursor-not-allowed ${FOCUS}`;

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'rounded-xl px-5 font-semibold bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800 disabled:bg-brand-300 disabled:shadow-none',
  secondary: 'rounded-xl px-5 font-medium bg-white text-ink ring-1 ring-line hover:ring-brand-300 disabled:text-muted',
  soft: 'rounded-xl px-3 font-medium bg-brand-50 text-brand-700 hover:bg-brand-100 disabled:text-muted',
  danger: 'rounded-xl px-5 font-semibold bg-[#b3402f] text-white shadow-sm hover:bg-[#9a3527] disabled:opacity-50',
  dangerOutline:
    'rounded-xl px-5 font-semibold bg-white text-[#b3402f] ring-1 ring-[#b3402f]/25 hover:ring-[#b3402f]/50 disabled:opacity-50',
  link: 'rounded-lg px-2 font-medium text-brand-700 underline-offset-4 hover:underline disabled:text-muted disabled:no-underline',
  mutedLink:
    'rounded-lg px-2 font-medium text-muted underline-offset-4 hover:text-ink hover:underline disabled:no-underline',
};

const SIZES: Record<ButtonSize, string> = { md: 'min-h-11 text-sm', lg: 'min-h-12 text-base' };

/** The classes of a kit button, for elements the kit does not render itself. */
function buttonClass({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}, extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]}${block ? ' w-full' : ''}${extra ? ` ${extra}` : ''}`;
}

function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={`inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent ${className}`}
    />
  );
}

export interface ButtonProps extends ButtonLook, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Busy: disabled, aria-busy, a spinner before the label (or before `loadingLabel` when given). */
  loading?: boolean;
  loadingLabel?: ReactNode;
  /** An icon before the label (after it with `iconEnd`). */
  icon?: IconName;
  iconEnd?: IconName;
  /** Layout only (margins, flex-1, shrink-0). */
  className?: string;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingLabel,
  icon,
  iconEnd,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block }, className)}
      {...rest}
    >
      {loading ? <Spinner /> : icon && <Icon name={icon} className="size-4" />}
      {loading && loadingLabel !== undefined ? loadingLabel : children}
      {iconEnd && <Icon name={iconEnd} className="size-4" />}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, Omit<LinkProps, 'className'> {
  icon?: IconName;
  iconEnd?: IconName;
  className?: string;
}

/** A link (navigation) that looks like a kit button. */
export function ButtonLink({ variant, size, block, icon, iconEnd, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={buttonClass({ variant, size, block }, className)} {...rest}>
      {icon && <Icon name={icon} className="size-4" />}
      {children}
      {iconEnd && <Icon name={iconEnd} className="size-4" />}
    </Link>
  );
}

/** The classes of a round 44×44 px icon button. */
export const iconButtonClass = `grid size-11 shrink-0 place-items-center rounded-full text-muted transition hover:bg-canvas hover:text-ink ${FOCUS}`;

const outlinedIconButtonClass = `grid size-11 shrink-0 place-items-center rounded-full text-ink ring-1 ring-line transition hover:ring-brand-300 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:ring-line ${FOCUS}`;

const navIconButtonClass = `grid size-11 shrink-0 place-items-center rounded-full text-ink transition hover:bg-white ${FOCUS}`;

const ICON_BUTTONS = { quiet: iconButtonClass, outlined: outlinedIconButtonClass, nav: navIconButtonClass };

/**
 * A round icon-only button; `label` is its accessible name. quiet: close and remove; outlined:
 * steppers; nav: the header's back button (a larger icon).
 */
export function IconButton({
  icon,
  label,
  look = 'quiet',
  className,
  ...rest
}: { icon: IconName; label: string; look?: keyof typeof ICON_BUTTONS; className?: string } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type' | 'aria-label' | 'children'
>) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`${ICON_BUTTONS[look]}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <Icon name={icon} className={look === 'nav' ? 'size-5' : 'size-4'} />
    </button>
  );
}
