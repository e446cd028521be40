import { can, type StaffPermission, type StaffRole } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '#web/components/Button';
import { LoadError } from '#web/components/LoadError';
import { PageSkeleton } from '#web/components/Skeleton';
import { isApiError } from '#web/lib/api';
import { StaffLanguageSwitch } from '#web/staff/components/StaffLanguageSwitch';
import { InboxButton } from '#web/staff/features/calendar/components/InboxButton';
import { staffMeQuery } from '#web/staff/features/sign-in/api/get-me';
import { useStaffLogout } from '#web/staff/features/sign-in/api/staff-logout';
import { staffStoreQuery } from '#web/staff/lib/get-store';
import { useStaffCode, useWideScreen } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { NavMore } from './NavMore';

/** A header link, marked as the current page when it is (a Link: NavLink would grow the shared framework chunk). */
function NavItem({ to, end = false, children }: { to: string; end?: boolean; children: string }) {
  const { pathname } = useLocation();
  const active = end ? pathname === to || pathname === `${to}/` : pathname.startsWith(to);
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={navClass(active)}>
      {children}
    </Link>
  );
}

/** The management pages (under 管理), each shown to the roles with its permission. */
const MANAGE: [string, StaffPermission][] = [
  ['menu', 'manage:menu:any'],
  ['retail', 'manage:menu:any'],
  ['team', 'manage:team:any'],
  ['accounts', 'read:staff:any'],
  ['settings', 'manage:settings:any'],
  ['figures', 'read:figures:any'],
  ['invoices', 'take:payment:any'],
  ['performance', 'read:performance:own'],
  ['audit', 'read:audit:any'],
  ['messages', 'read:jobs:any'],
  ['invite', 'manage:staff:any'],
];

const navClass = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-xl px-3 text-sm font-medium whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
    isActive ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50'
  }`;

/**
 * Every screen inside the session: the session restored from the cookie (GET staffMe; none → the
 * sign-in screen, then back here), a header with the store, the screens this member may use, the
 * language and signing out. The session is handed to the screens as the outlet's context.
 */
export function StaffLayout() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const location = useLocation();
  const navigate = useNavigate();
  const me = useQuery(staffMeQuery(code));
  const store = useQuery(staffStoreQuery(code));
  const wide = useWideScreen();
  const logout = useStaffLogout(code, () => navigate(`/${code}/staff/login`, { replace: true }));

  if (me.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.httpStatus === 401) {
      const next = `${location.pathname}${location.search}`;
      return <Navigate replace to={`/${code}/staff/login?next=${encodeURIComponent(next)}`} />;
    }
    return (
      <main className="mx-auto max-w-md p-6">
        <LoadError error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  const session = me.data;
  const signOut = (everywhere: boolean) => logout.mutate(everywhere);

  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#staff-main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50">
        {t('nav.skip')}
      </a>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-2 border-b border-line bg-white px-2 py-1 sm:px-4 sm:py-2 print:hidden">
        <p className="mr-2 hidden max-w-32 truncate font-semibold sm:block xl:max-w-48">{store.data?.name ?? code}</p>
        {/* Wide screens: the links in the header; a phone folds them into a menu. */}
        {wide ? (
          <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-1">
            <NavLinks code={code} role={session.staff.role} />
          </nav>
        ) : (
          <details className="relative" data-testid="nav-menu">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-xl px-3 text-sm font-medium ring-1 ring-line">
              {t('myDay.menu')}
              <span aria-hidden="true" className="text-xs">
                ▾
              </span>
            </summary>
            <nav
              aria-label={t('nav.label')}
              className="absolute left-0 z-40 mt-1 flex w-56 flex-col gap-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-line"
            >
              <NavLinks code={code} role={session.staff.role} />
              <StaffLanguageSwitch />
            </nav>
          </details>
        )}
        <div className="ml-auto flex items-center gap-2">
          <InboxButton role={session.staff.role} />
          {wide && <StaffLanguageSwitch />}
          <details className="relative">
            <summary className="inline-flex min-h-11 max-w-48 cursor-pointer list-none items-center gap-1 rounded-xl px-3 text-sm font-medium whitespace-nowrap ring-1 ring-line hover:ring-brand-300">
              <span className="sr-only">{t('nav.account')}：</span>
              <span className="truncate" data-testid="staff-member">
                {session.staff.name}
                <span className="sr-only">（{t(`roles.${session.staff.role}`)}）</span>
              </span>
              <span aria-hidden="true" className="text-xs">
                ▾
              </span>
            </summary>
            <div className="absolute right-0 z-40 mt-1 flex w-56 flex-col gap-1 rounded-xl bg-white p-2 shadow-lg ring-1 ring-line">
              <p className="px-2 py-1 text-sm">
                {session.staff.name}
                <span className="ml-1 text-muted">（{t(`roles.${session.staff.role}`)}）</span>
              </p>
              <Button variant="secondary" loading={logout.isPending} onClick={() => signOut(false)}>
                {t('nav.signOut')}
              </Button>
              <Button variant="dangerOutline" disabled={logout.isPending} onClick={() => signOut(true)}>
                {t('nav.signOutEverywhere')}
              </Button>
            </div>
          </details>
        </div>
      </header>
      <main id="staff-main" className="flex min-h-0 flex-1 flex-col">
        <Outlet context={session} />
      </main>
    </div>
  );
}

/** The screens this member's role may use (the domain's ROLE_PERMISSIONS): the header's links, or the phone's menu. */
function NavLinks({ code, role }: { code: string; role: StaffRole }) {
  const { t } = useStaffT();
  return (
    <>
      <NavItem end to={`/${code}/staff`}>
        {t('nav.day')}
      </NavItem>
      <NavItem to={`/${code}/staff/week`}>{t('nav.week')}</NavItem>
      {can(role, 'update:pickupOrder:any') && <NavItem to={`/${code}/staff/pickup`}>{t('nav.pickup')}</NavItem>}
      {can(role, 'read:customer:any') && (
        <>
          <NavItem to={`/${code}/staff/customers`}>{t('nav.customers')}</NavItem>
          <NavItem to={`/${code}/staff/wallet`}>{t('nav.wallet')}</NavItem>
        </>
      )}
      <NavMore
        items={MANAGE.filter(([, permission]) => can(role, permission)).map(([path]) => ({
          to: `/${code}/staff/${path}`,
          label: t(`nav.${path}`),
        }))}
      />
    </>
  );
}
