import type { StaffAccount } from '@salon/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { EmptyState } from '#web/components/EmptyState';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useChangeMember } from './api/change-member';
import { membersQuery } from './api/get-members';
import { useSendPasswordLink } from './api/send-password-link';
import { type AccountActions, AccountCard } from './components/AccountCard';
import { DeactivateDialog } from './components/DeactivateDialog';
import { LinkPanel } from './components/LinkPanel';

/** The actions of the list: a role, deactivate (after the dialog), reactivate, a new link; what they answered. */
function useAccountActions(code: string) {
  const change = useChangeMember(code);
  const link = useSendPasswordLink(code);
  const [confirming, setConfirming] = useState<StaffAccount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [linkFor, setLinkFor] = useState<StaffAccount | null>(null);
  const { t } = useStaffT();
  const run = (account: StaffAccount, body: { role?: StaffAccount['role']; active?: boolean }, message: string) =>
    new Promise<boolean>((resolve) =>
      change.mutate({ id: account.id, body }, { onSuccess: () => resolve(true), onSettled: () => resolve(false) }),
    ).then((ok) => {
      setDone(ok ? message : null);
      return ok;
    });
  const actions: AccountActions = {
    changeRole: (a, role) =>
      void run(a, { role }, t('accounts.roleChanged', { name: a.name, role: t(`roles.${role}`) })),
    deactivate: (a) => setConfirming(a),
    reactivate: (a) => void run(a, { active: true }, t('accounts.reactivated', { name: a.name })),
    sendLink: (a) => {
      setLinkFor(a);
      link.mutate(a.id);
    },
    busy: change.isPending ? (change.variables?.id ?? null) : null,
  };
  const confirm = (a: StaffAccount) => run(a, { active: false }, t('accounts.deactivated', { name: a.name }));
  return { change, link, linkFor, actions, confirming, setConfirming, confirm, done };
}

/** The store's staff accounts (issue 39): the owner changes roles, deactivates, reactivates, sends links; a manager reads. */
export default function AccountsPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const members = useQuery(membersQuery(code));
  const { change, link, linkFor, actions, confirming, setConfirming, confirm, done } = useAccountActions(code);
  const failed = change.isError ? change.error : link.isError ? link.error : null;
  return (
    <ManagePage title={t('accounts.title')} permission="read:staff:any" wide>
      <p className="text-sm text-muted">{t('accounts.intro')}</p>
      <Banner tone="error">{failed ? errorText(failed, locale) : null}</Banner>
      <p role="status" className="text-sm font-medium text-brand-800">
        {done ?? ''}
      </p>
      {linkFor && link.data && <LinkPanel name={linkFor.name} link={link.data.setupLink} emailed={link.data.emailed} />}
      <Loadable query={members}>
        {(data) =>
          data.length === 0 ? (
            <EmptyState icon="user" title={t('accounts.none')} />
          ) : (
            <ul className="space-y-2" aria-label={t('accounts.title')}>
              {data.map((a) => (
                <AccountCard key={a.id} account={a} actions={actions} />
              ))}
            </ul>
          )
        }
      </Loadable>
      <DeactivateDialog
        account={confirming}
        onClose={() => setConfirming(null)}
        onConfirm={confirm}
        error={confirming && change.isError ? errorText(change.error, locale) : null}
      />
    </ManagePage>
  );
}
