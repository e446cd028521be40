import { useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Dialog } from '#web/components/Dialog';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useCloseMonth } from '../api/close-month';

/** 結算關帳: the owner closes an ended month, after a confirmation; its rules can no longer change. */
export function CloseMonth({ code, month, title }: { code: string; month: string; title: string }) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const close = useCloseMonth(code);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('performance.close')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        role="alertdialog"
        testId="close-month-dialog"
        config={{
          title: t('performance.closeTitle', { month: title }),
          description: t('performance.closeText'),
          buttons: {
            cancel: { text: t('common.cancel') },
            submit: {
              text: t('performance.close'),
              fn: () =>
                new Promise<boolean>((resolve) =>
                  close.mutate(month, { onSuccess: () => resolve(true), onSettled: () => resolve(false) }),
                ),
            },
          },
        }}
      >
        <Banner tone="error">{close.isError ? errorText(close.error, locale) : null}</Banner>
      </Dialog>
    </>
  );
}
