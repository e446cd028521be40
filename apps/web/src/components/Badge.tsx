import type { HTMLAttributes, ReactNode } from 'react';

/** brand: a soft green; solid: white on brand; sand: a soft amber (a limit, due); neutral: grey on canvas. */
export type BadgeTone = 'brand' | 'solid' | 'sand' | 'neutral';

const TONE: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800',
  solid: 'bg-brand-600 text-white',
  sand: 'bg-sand-100 text-sand-700',
  neutral: 'bg-canvas text-muted',
};

const SIZE = {
  xs: 'px-2 py-0.5 text-[11px]',
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-2.5 py-1 text-xs',
} as const;

/**
 * A rounded label: a status, a limit, a mark. `tone` gives the colours; `className` adds others
 * (a status's own colours) or layout (a gap before an icon).
 */
export function Badge({
  tone,
  size = 'sm',
  className,
  children,
  ...rest
}: {
  tone?: BadgeTone;
  size?: keyof typeof SIZE;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  const classes = [
    'inline-flex shrink-0 items-center rounded-full font-medium',
    SIZE[size],
    tone && TONE[tone],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} {...rest}>
      {children}
    </span>
  );
}
