import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useStaffT } from '#web/staff/lib/i18n';

/**
 * The management screens (menu, team, settings, figures…) under one 管理 button, so the header
 * stays one line at a desk's 1280 px: the front desk's daily screens stay in view, the owner's
 * editors open from here. The button reads as current (and names the screen) on one of them;
 * it closes on a choice, a click elsewhere or Escape.
 */
export function NavMore({ items }: { items: { to: string; label: string }[] }) {
  const { t } = useStaffT();
  const { pathname } = useLocation();
  const ref = useRef<HTMLDetailsElement>(null);
  const current = items.find((i) => pathname.startsWith(i.to));
  useEffect(() => {
    const details = ref.current;
    if (details) details.open = false;
  }, [pathname]);
  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  if (items.length === 0) return null;
  return (
    <details ref={ref} className="relative" data-testid="nav-more">
      <summary
        className={`inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-xl px-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
          current ? 'bg-brand-600 text-white' : 'text-ink ring-1 ring-line hover:bg-brand-50'
        }`}
      >
        {current ? t('nav.moreOn', { page: current.label }) : t('nav.more')}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </summary>
      <ul className="absolute left-0 z-40 mt-1 flex w-52 flex-col gap-0.5 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-line">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={item === current ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
                item === current ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-brand-50'
              }`}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
