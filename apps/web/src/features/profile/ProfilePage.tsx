import type { CustomerProfile } from '@salon/contract';
import { formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs, useLocation, useNavigate } from 'react-router';
import { pathTo, type RouteName } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Avatar } from '#web/components/Avatar';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Dialog } from '#web/components/Dialog';
import { Icon, type IconName } from '#web/components/Icon';
import { LoadError } from '#web/components/LoadError';
import { Skeleton } from '#web/components/Skeleton';
import { clearLoginSession, formatPhone } from '#web/features/auth';
import { logoutCustomer } from '#web/features/auth/api/logout';
import { forgetCart } from '#web/features/booking';
import { ProfileInvoiceCard } from '#web/features/invoices/components/ProfileInvoiceCard';
import { forgetRetailCart } from '#web/features/retail';
import { ServiceTickets } from '#web/features/wallet';
import { queryClient } from '#web/lib/query-client';
import { clearLogin } from '#web/lib/session';
import { customerQuery } from './api/customer-profile';
import { NotifySettingsCard } from './components/NotifySettingsCard';
import { formatBirth } from './validation';

/** Runs after the auth guard: starts GET /customer with the screen. */
export function loader({ params }: LoaderFunctionArgs) {
  if (params.cname) void queryClient.prefetchQuery(customerQuery(params.cname));
  return null;
}

function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-4 p-4">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-28 w-full rounded-2xl" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
      <Skeleton className="h-48 w-full rounded-2xl" />
    </div>
  );
}

function Summary({ customer, editTo }: { customer: CustomerProfile; editTo: string }) {
  const { t } = useTranslation('auth');
  return (
    <Card raised aria-labelledby="profile-name" className="flex items-center gap-4">
      <Avatar src={customer.avatar} name={customer.lastName} className="size-16 ring-4 ring-brand-50" />
      <div className="min-w-0 flex-1">
        <h1 id="profile-name" className="truncate text-xl font-semibold tracking-wide" data-testid="profile-name">
          {customer.lastName}
        </h1>
        <p className="mt-0.5 text-sm text-muted tabular-nums">{formatPhone(customer.phone)}</p>
        {customer.lineUserId && (
          <Badge size="xs" className="mt-1 bg-[#06c755]/10 text-[#05a647]">
            {t('profile.lineBound')}
          </Badge>
        )}
      </div>
      <ButtonLink to={editTo} variant="soft" className="shrink-0">
        {t('profile.edit')}
      </ButtonLink>
    </Card>
  );
}

function Stats({ customer }: { customer: CustomerProfile }) {
  const { t } = useTranslation('auth');
  const tiles = [
    {
      id: 'appointmentTimes',
      label: t('profile.appointmentTimes'),
      value: t('profile.appointmentTimesValue', { count: customer.appointmentTimes }),
    },
    { id: 'totalAmount', label: t('profile.totalAmount'), value: formatMoney(customer.totalAmount) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {tiles.map((tile) => (
        <Card as="div" key={tile.id} raised padding="none" className="px-4 py-3">
          <dt className="text-xs text-muted">{tile.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums" data-testid={`profile-${tile.id}`}>
            {tile.value}
          </dd>
        </Card>
      ))}
    </dl>
  );
}

function Details({ customer }: { customer: CustomerProfile }) {
  const { t } = useTranslation('auth');
  const notSet = <span className="text-muted">{t('profile.notSet')}</span>;
  const rows: { id: string; label: string; value: ReactNode }[] = [
    { id: 'phone', label: t('profile.phone'), value: formatPhone(customer.phone) },
    { id: 'email', label: t('profile.email'), value: customer.email || notSet },
    { id: 'birth', label: t('profile.birth'), value: customer.birth ? formatBirth(customer.birth) : notSet },
    { id: 'gender', label: t('profile.gender'), value: t(`gender.${customer.gender}`) },
  ];
  return (
    <Card raised padding="none" aria-labelledby="details-title" className="px-4 py-2">
      <h2 id="details-title" className="py-2 font-semibold">
        {t('profile.details')}
      </h2>
      <dl className="divide-y divide-line/70">
        {rows.map((row) => (
          <div key={row.id} className="flex items-baseline justify-between gap-4 py-3 text-sm">
            <dt className="shrink-0 text-muted">{row.label}</dt>
            <dd className="min-w-0 text-right break-all tabular-nums" data-testid={`profile-${row.id}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function Shortcuts() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const links: { name: RouteName; label: string; icon: IconName }[] = [
    { name: 'Booking', label: t('profile.bookings'), icon: 'calendar' },
    { name: 'Record', label: t('profile.records'), icon: 'doc' },
    { name: 'UserValueCard', label: t('profile.valueCards'), icon: 'bag' },
    { name: 'UserVoucher', label: t('profile.vouchers'), icon: 'sparkle' },
    { name: 'AuthEmailForget', label: t('profile.setPassword'), icon: 'user' },
  ];
  return (
    <Card as="nav" raised padding="none" aria-labelledby="shortcuts-title" className="px-4 py-2">
      <h2 id="shortcuts-title" className="py-2 font-semibold">
        {t('profile.shortcuts')}
      </h2>
      <ul className="divide-y divide-line/70">
        {links.map((link) => (
          <li key={link.name}>
            <Link
              to={pathTo(link.name, { cname, userId })}
              className="flex items-center gap-3 py-3 text-sm hover:text-brand-700"
            >
              <Icon name={link.icon} className="size-5 text-brand-600" />
              <span className="flex-1">{link.label}</span>
              <Icon name="chevronRight" className="size-4 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** UserProfile (passAuth): who the customer is to this store, their totals, and sign-out. */
export default function ProfilePage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = (location.state as { saved?: boolean } | null)?.saved === true;
  const customer = useQuery(customerQuery(cname));
  const [confirming, setConfirming] = useState(false);

  const logout = async () => {
    try {
      await logoutCustomer(cname);
    } catch {
      // The token may be gone already; signing out here still removes it from this browser.
    }
    clearLogin(cname);
    clearLoginSession(cname);
    forgetCart(cname);
    forgetRetailCart(cname);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'store' });
    navigate(pathTo('Store', { cname, userId }), { replace: true });
  };

  if (customer.isPending) return <ProfileSkeleton label={t('profile.loading')} />;
  if (customer.isError) {
    return (
      <div className="p-4">
        <LoadError error={customer.error} onRetry={() => void customer.refetch()} />
      </div>
    );
  }
  const data = customer.data;
  return (
    <div className="space-y-4 p-4 pb-8">
      {saved && <Banner tone="success">{t('profile.saved')}</Banner>}
      <Summary customer={data} editTo={pathTo('ProfileEditor', { cname, userId })} />
      <Stats customer={data} />
      <Details customer={data} />
      <ServiceTickets tickets={data.serviceTickets} />
      <NotifySettingsCard cname={cname} hasEmail={!!data.email} />
      <ProfileInvoiceCard cname={cname} />
      <Shortcuts />
      <Button variant="dangerOutline" size="lg" block onClick={() => setConfirming(true)}>
        {t('profile.logout')}
      </Button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        config={{
          title: t('profile.logoutConfirmTitle'),
          description: t('profile.logoutConfirmText'),
          buttons: {
            cancel: { text: t('dialog.cancel', { ns: 'translation' }) },
            submit: { text: t('profile.logout'), type: 'danger', fn: logout },
          },
        }}
      />
    </div>
  );
}
