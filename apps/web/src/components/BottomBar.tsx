import type { ReactNode } from 'react';

/**
 * The sticky bar at the bottom of a step: the summary on the left, the next step on the right.
 * `aboveNav` lifts it over the entry layout's tab bar; a spacer keeps the page's end from hiding
 * under it. `notice` sits above the bar (a banner about the cart).
 */
export function BottomBar({
  children,
  aboveNav = false,
  label,
  notice,
}: {
  children?: ReactNode;
  aboveNav?: boolean;
  label: string;
  notice?: ReactNode;
}) {
  return (
    <>
      <div aria-hidden className={notice ? 'h-32' : 'h-24'} />
      <section
        aria-label={label}
        className={`fixed inset-x-0 z-30 ${
          aboveNav ? 'bottom-[calc(3.7rem+env(safe-area-inset-bottom))]' : 'bottom-0 pb-[env(safe-area-inset-bottom)]'
        }`}
      >
        <div className="mx-auto max-w-xl px-3 pb-2">
          {notice}
          {children && (
            <div className="flex items-center gap-3 rounded-2xl bg-white/95 p-3 shadow-lg ring-1 ring-line backdrop-blur">
              {children}
            </div>
          )}
        </div>
      </section>
    </>
  );
}

/** The bar's amount: a small label over the total in brand colour. */
export function BottomBarTotal({
  label,
  testId,
  busy,
  children,
}: {
  label: string;
  testId: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 flex-1">
      <p className="text-xs text-muted">{label}</p>
      <p className="text-lg font-semibold text-brand-700 tabular-nums" data-testid={testId} aria-busy={busy}>
        {children}
      </p>
    </div>
  );
}
