import type { ElementType, HTMLAttributes, ReactNode } from 'react';

/**
 * plain: the line ring; attention: a sand ring (something is due); open: a brand ring and a shadow
 * (an opened card of a list); selected: the thick brand ring (a panel being edited).
 */
type CardTone = 'plain' | 'attention' | 'open' | 'selected';

export interface CardLook {
  /** none for cards whose content reaches the edges (an image, a list of rows with their own padding). */
  padding?: 'none' | 'md' | 'lg';
  tone?: CardTone;
  /** A faint shadow under the card (the store and profile pages). */
  raised?: boolean;
  /** The card is a link or button: the ring turns brand on hover. */
  interactive?: boolean;
  /** Shown but not usable (a service the customer cannot book): the white is see-through. */
  dimmed?: boolean;
}

const PADDING = { none: '', md: 'p-4', lg: 'p-6' } as const;
const TONE: Record<CardTone, string> = {
  plain: 'ring-1 ring-line/80',
  attention: 'ring-1 ring-sand-200',
  open: 'ring-1 ring-brand-300 shadow-sm',
  selected: 'ring-2 ring-brand-300',
};

/**
 * The classes of the kit's card surface: white, rounded 16 px, a ring. For elements that cannot be
 * a Card (a router Link, a label) but look like one; everything else uses Card.
 */
export function cardClass({
  padding = 'md',
  tone = 'plain',
  raised = false,
  interactive = false,
  dimmed = false,
}: CardLook = {}): string {
  return [
    'rounded-2xl',
    dimmed ? 'bg-white/60' : 'bg-white',
    PADDING[padding],
    TONE[tone],
    raised && 'shadow-[0_1px_2px_rgba(36,48,44,0.06)]',
    interactive && 'transition hover:ring-brand-300',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A white card. With a title it is a section named by its heading; `id` is the heading's id, a
 * fixed key (never the translated title). `action` sits at the heading's end (an edit link).
 * `className` adds layout (spacing, text alignment), never another surface.
 */
export function Card({
  as: Tag = 'section',
  id,
  title,
  action,
  className,
  children,
  padding,
  tone,
  raised,
  interactive,
  dimmed,
  ...rest
}: CardLook & {
  as?: 'section' | 'div' | 'article' | 'nav' | 'p' | 'li';
  id?: string;
  title?: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'title' | 'id'>) {
  const headingId = title && id ? id : undefined;
  const Element: ElementType = Tag;
  const surface = cardClass({ padding, tone, raised, interactive, dimmed });
  return (
    <Element aria-labelledby={headingId} className={className ? `${surface} ${className}` : surface} {...rest}>
      {(title || action) && (
        <div className="mb-3 flex items-center justify-between">
          {title && (
            <h2 id={headingId} className="font-semibold">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </Element>
  );
}
