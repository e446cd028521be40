import type { EndpointResult } from '@salon/contract';
import { Banner } from '#web/components/Banner';
import { Dialog } from '#web/components/Dialog';
import { useStaffT } from '#web/staff/lib/i18n';
import { StrandedList, strandedBookings } from './HoursConflict';

type Designer = EndpointResult<'staffTeam'>['designers'][number];

/**
 * Asks before a designer is switched off (they left): nobody can book them from then on, their
 * column and figures stay. Refused while they have coming bookings: those are listed to move first.
 */
export function LeaveDialog({
  designer,
  error,
  errorText,
  onClose,
  onConfirm,
}: {
  designer: Designer | null;
  /** The last try's failure (the dialog stays open) and its words. */
  error: unknown;
  errorText: string | null;
  onClose: () => void;
  onConfirm: (designer: Designer) => Promise<boolean>;
}) {
  const { t } = useStaffT();
  const coming = strandedBookings(error, 'DESIGNER_HAS_BOOKINGS');
  return (
    <Dialog
      open={designer !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      testId="leave-dialog"
      config={{
        title: designer ? t('team.leave.title', { name: designer.name }) : '',
        description: t('team.leave.text'),
        buttons: {
          cancel: { text: t('common.cancel') },
          submit: {
            text: t('team.leave.confirm'),
            type: 'danger',
            fn: () => (designer ? onConfirm(designer) : false),
          },
        },
      }}
    >
      {coming ? (
        <div role="alert" className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
          <p className="font-semibold">{t('team.leave.coming', { count: coming.length })}</p>
          <StrandedList bookings={coming} />
          <p className="text-sm">{t('team.leave.comingHint')}</p>
        </div>
      ) : (
        <Banner tone="error">{errorText}</Banner>
      )}
    </Dialog>
  );
}
