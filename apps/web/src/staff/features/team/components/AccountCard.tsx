import type { StaffAccount } from '@salon/contract';
import { assignableRoles, formatFull, mayManageMember, STAFF_ROLES, type StaffRole } from '@salon/domain';
import { Badge } from '#web/components/Badge';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { selectClass } from '#web/components/Field';
import { useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';

export interface AccountActions {
  changeRole: (account: StaffAccount, role: StaffRole) => void;
  deactivate: (account: StaffAccount) => void;
  reactivate: (account: StaffAccount) => void;
  sendLink: (account: StaffAccount) => void;
  /** The account an action is running on (its buttons wait). */
  busy: string | null;
}

/** What a line says of an account: e-mail, designer column, last sign-in. */
function Facts({ account }: { account: StaffAccount }) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  return (
    <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-muted">{t('accounts.email')}</dt>
      <dd className="break-all">{account.email}</dd>
      <dt className="text-muted">{t('accounts.designer')}</dt>
      <dd>{account.providerId ? (account.providerName ?? account.providerId) : t('accounts.noDesigner')}</dd>
      <dt className="text-muted">{t('accounts.lastSignIn')}</dt>
      <dd>
        {account.lastSignInAt
          ? formatFull(account.lastSignInAt, zone)
          : account.passwordSet
            ? t('accounts.never')
            : t('accounts.invited')}
      </dd>
    </dl>
  );
}

/** The role, as a select to someone who may change it, else as a badge. */
function RoleControl({
  account,
  editable,
  actions,
}: {
  account: StaffAccount;
  editable: boolean;
  actions: AccountActions;
}) {
  const { t } = useStaffT();
  const { role } = useStaffSession().staff;
  if (!editable) return <Badge tone="brand">{t(`roles.${account.role}`)}</Badge>;
  const roles = new Set<StaffRole>([account.role, ...assignableRoles(role, STAFF_ROLES)]);
  const id = `role-${account.id}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm whitespace-nowrap text-muted">
        {t('accounts.role')}
      </label>
      <select
        id={id}
        className={`${selectClass} min-h-11 w-36`}
        value={account.role}
        disabled={actions.busy === account.id}
        onChange={(e) => actions.changeRole(account, e.target.value as StaffRole)}
      >
        {STAFF_ROLES.filter((r) => roles.has(r)).map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One staff account: who, its role, whether it signs in, and what the reader may do to it. */
export function AccountCard({ account, actions }: { account: StaffAccount; actions: AccountActions }) {
  const { t } = useStaffT();
  const me = useStaffSession().staff;
  const self = me.id === account.id;
  const editable = mayManageMember(me, account) && !(self && me.role !== 'owner');
  const busy = actions.busy === account.id;
  return (
    <Card as="li" data-testid={`account-${account.id}`} className={`space-y-3 ${account.active ? '' : 'opacity-80'}`}>
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold">{account.name}</p>
        {self && <Badge tone="neutral">{t('accounts.you')}</Badge>}
        <Badge tone={account.active ? 'brand' : 'sand'}>
          {account.active ? t('accounts.active') : t('accounts.inactive')}
        </Badge>
        <div className="ml-auto">
          <RoleControl account={account} editable={editable && account.active} actions={actions} />
        </div>
      </div>
      <Facts account={account} />
      {editable && (
        <div className="flex flex-wrap gap-2">
          {account.active && !self && (
            <Button variant="dangerOutline" loading={busy} onClick={() => actions.deactivate(account)}>
              {t('accounts.deactivateNamed', { name: account.name })}
            </Button>
          )}
          {!account.active && (
            <Button variant="secondary" loading={busy} onClick={() => actions.reactivate(account)}>
              {t('accounts.reactivateNamed', { name: account.name })}
            </Button>
          )}
          {account.active && (
            <Button variant="secondary" disabled={busy} onClick={() => actions.sendLink(account)}>
              {t('accounts.sendLink')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
