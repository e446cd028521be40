import { Button } from '#web/components/Button';
import { useStaffT } from '#web/staff/lib/i18n';
import type { DragNotice } from '../use-drag-move';

/**
 * What a drop did, at the foot of the screen: moved (with undo), moved back, or refused with the
 * API's reason (the booking is back at its time). Announced to screen readers.
 */
export function DragToast({
  notice,
  pending,
  onUndo,
  onDismiss,
}: {
  notice: DragNotice | null;
  pending: boolean;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const { t } = useStaffT();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="drag-notice"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {notice && (
        <div
          className={`pointer-events-auto flex max-w-lg items-center gap-3 rounded-xl px-4 py-2 text-sm shadow-lg ring-1 ${
            notice.kind === 'refused' ? 'bg-red-50 text-red-900 ring-red-300' : 'bg-ink text-white ring-black/10'
          }`}
        >
          <span className="min-w-0 flex-1" data-kind={notice.kind}>
            {notice.text}
          </span>
          {notice.kind === 'moved' && (
            <Button variant="secondary" loading={pending} onClick={onUndo} data-testid="drag-undo">
              {t('drag.undo')}
            </Button>
          )}
          <Button variant="soft" onClick={onDismiss} aria-label={t('drag.dismiss')}>
            ✕
          </Button>
        </div>
      )}
    </div>
  );
}
