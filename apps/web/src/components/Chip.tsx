import type { ButtonHTMLAttributes } from 'react';

/** pill: a rounded choice among words; tile: a square-cornered cell of a grid (times). */
export type ChipShape = 'pill' | 'tile';

/**
 * The classes of a chip, also for radio labels that look like chips (the focus ring then follows
 * the hidden input inside). At least 44×44 px.
 */
export function chipClass({ pressed = false, shape = 'pill' }: { pressed?: boolean; shape?: ChipShape } = {}): string {
  return `relative inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center text-sm ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 ${
    shape === 'pill' ? 'rounded-full px-3.5' : 'w-full rounded-xl px-2 font-medium tabular-nums'
  } ${pressed ? 'bg-brand-600 font-medium text-white ring-brand-600' : 'bg-white text-ink ring-line hover:ring-brand-300'}`;
}

/**
 * A toggle chip (aria-pressed when `pressed` is given) or, without `pressed`, a chip that acts once
 * (fill in a past note). Long text is cut with an ellipsis.
 */
export function Chip({
  pressed,
  shape,
  className,
  children,
  ...rest
}: { pressed?: boolean; shape?: ChipShape; className?: string } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'type' | 'aria-pressed'
>) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={`${chipClass({ pressed, shape })}${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <span className="min-w-0 truncate">{children}</span>
    </button>
  );
}
