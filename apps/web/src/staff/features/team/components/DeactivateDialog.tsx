import type { StaffAccount } from '@salon/contract';
import { Banner } from '#web/components/Banner';
import { Dialog } from '#web/components/Dialog';
import { useStaffT } from '#web/staff/lib/i18n';

/** Asks before an account is deactivated: every device it is signed in on is signed out at once. */
export function DeactivateDialog({
  account,
  onClose,
  onConfirm,
  error,
}: {
  account: StaffAccount | null;
  /** Why the last try failed (the dialog stays open). */
  error: string | null;
  onClose: () => void;
  onConfirm: (account: StaffAccount) => Promise<boolean>;
}) {
  const { t } = useStaffT();
  return (
    <Dialog
      open={account !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      testId="deactivate-dialog"
      config={{
        title: account ? t('accounts.confirm.title', { name: account.name }) : '',
        description: t('accounts.confirm.text'),
        buttons: {
          cancel: { text: t('common.cancel') },
          submit: {
            text: t('accounts.deactivate'),
            type: 'danger',
            fn: () => (account ? onConfirm(account) : false),
          },
        },
      }}
    >
      <Banner tone="error">{error}</Banner>
    </Dialog>
  );
}
