import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { iconButtonClass } from '#web/components/Button';
import { Icon } from '#web/components/Icon';
import { useStaffT } from '#web/staff/lib/i18n';

/** A panel from the right edge over the calendar (Radix: focus kept inside, Escape closes). */
export function SidePanel({
  open,
  onClose,
  title,
  description,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useStaffT();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/30" />
        <RadixDialog.Content
          data-testid={testId}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-xl ring-1 ring-line focus:outline-none"
        >
          <div className="flex items-start gap-2 border-b border-line p-4">
            <div className="min-w-0 flex-1">
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              <RadixDialog.Description className={description ? 'text-sm text-muted' : 'sr-only'}>
                {description ?? title}
              </RadixDialog.Description>
            </div>
            <RadixDialog.Close aria-label={t('common.close')} className={iconButtonClass}>
              <Icon name="x" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
