import type { ReactNode } from 'react';
import { Icon } from './Icon';

export type BannerTone = 'info' | 'warning' | 'error' | 'success';

const TONES: Record<BannerTone, string> = {
  info: 'bg-brand-50 text-brand-800 ring-brand-100',
  success: 'bg-brand-50 text-brand-800 ring-brand-100',
  warning: 'bg-sand-50 text-sand-700 ring-sand-200',
  error: 'bg-red-50 text-red-800 ring-red-100',
};

/**
 * A message in the page. Errors are role=alert (announced at once), the rest role=status (polite).
 * The live region stays in the page while empty (no children), so the message is announced when it
 * appears; an empty alert takes no space. `action` sits at the end (e.g. a dismiss button).
 */
export function Banner({
  tone = 'info',
  role,
  id,
  action,
  floating = false,
  className = '',
  children,
}: {
  tone?: BannerTone;
  role?: 'alert' | 'status';
  id?: string;
  action?: ReactNode;
  /** Over other content (the bottom bar): a shadow lifts it. */
  floating?: boolean;
  /** Layout of the region while it shows (margins). */
  className?: string;
  children?: ReactNode;
}) {
  const live = role ?? (tone === 'error' ? 'alert' : 'status');
  const shown = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div
      id={id}
      role={live}
      aria-live={live === 'alert' ? 'assertive' : 'polite'}
      className={shown ? className : live === 'alert' ? 'empty:hidden' : ''}
    >
      {shown && (
        <div
          className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm leading-relaxed ring-1 ${TONES[tone]} ${
            floating ? 'shadow-sm' : ''
          }`}
        >
          <Icon name={tone === 'success' ? 'check' : 'info'} className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">{children}</div>
          {action}
        </div>
      )}
    </div>
  );
}
