import type { AdminPickupOrder } from '@salon/contract';
import { COUNTER_METHODS, type CounterMethod, formatMoney, pickupTransition } from '@salon/domain';
import { useState } from 'react';
import { Button } from '#web/components/Button';
import { Chip } from '#web/components/Chip';
import { Dialog } from '#web/components/Dialog';
import { type CounterChoice, emptyChoice, invoiceOf } from '#web/staff/features/counter';
import { InvoiceFields } from '#web/staff/features/counter/components/InvoiceFields';
import { useStaffT } from '#web/staff/lib/i18n';
import { PICKUP_ACTIONS, type usePickupStatus } from '../api/change-pickup-status';

/**
 * A pickup order's actions: 備貨完成 at once; 已取貨 asks how the amount due is taken (or says it
 * was paid) and takes it through the API's money path; 取消訂單 asks to be confirmed first.
 */
export function PickupActions({
  order,
  change,
}: {
  order: AdminPickupOrder;
  change: ReturnType<typeof usePickupStatus>;
}) {
  const { t } = useStaffT();
  const [asking, setAsking] = useState<'pickUp' | 'close' | null>(null);
  const [method, setMethod] = useState<CounterMethod>('Cash');
  // The customer's e-invoice for what is paid here, as at the counter (none chosen: their saved one).
  const [invoice, setInvoice] = useState<CounterChoice>(emptyChoice);
  const due = order.payment.due;
  const busy = (action: string) =>
    change.isPending && change.variables?.pickId === order.id && change.variables.action === action;
  const run = (action: (typeof PICKUP_ACTIONS)[number]) => {
    const given = action === 'pickUp' && due > 0 ? invoiceOf(invoice) : undefined;
    change.mutate({
      pickId: order.id,
      action,
      ...(action === 'pickUp' && due > 0 ? { method } : {}),
      ...(given ? { invoice: given } : {}),
    });
    setAsking(null);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {PICKUP_ACTIONS.filter((a) => pickupTransition(order.status, a) !== null).map((action) => (
        <Button
          key={action}
          variant={action === 'close' ? 'dangerOutline' : action === 'ready' ? 'primary' : 'secondary'}
          loading={busy(action)}
          disabled={change.isPending}
          onClick={() => (action === 'ready' ? void run(action) : setAsking(action))}
        >
          {t(`pickup.actions.${action}`)}
        </Button>
      ))}
      <Dialog
        open={asking === 'close'}
        onOpenChange={(open) => !open && setAsking(null)}
        role="alertdialog"
        testId="pickup-cancel"
        config={{
          title: t('pickup.cancelTitle'),
          description: t('pickup.cancelText', { name: order.customer.lastName, amount: formatMoney(order.total) }),
          buttons: {
            submit: { text: t('pickup.cancelConfirm'), type: 'danger', fn: () => run('close') },
            cancel: { text: t('pickup.keep') },
          },
        }}
      />
      <Dialog
        open={asking === 'pickUp'}
        onOpenChange={(open) => !open && setAsking(null)}
        testId="pickup-pay"
        config={{
          title: t('pickup.payTitle'),
          description: due > 0 ? t('pickup.payDue', { amount: formatMoney(due) }) : t('pickup.paidAlready'),
          buttons: {
            submit: {
              text: due > 0 ? t('pickup.payConfirm', { amount: formatMoney(due) }) : t('pickup.handOver'),
              fn: () => run('pickUp'),
            },
            cancel: { text: t('pickup.back') },
          },
        }}
      >
        {due > 0 && (
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t('counter.method')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {COUNTER_METHODS.map((m) => (
                <Chip key={m} pressed={method === m} onClick={() => setMethod(m)}>
                  {t(`counter.methods.${m}`)}
                </Chip>
              ))}
            </div>
          </fieldset>
        )}
        {due > 0 && (
          <div className="mt-4">
            <InvoiceFields
              choice={invoice}
              error={change.error}
              onChange={(patch) => setInvoice((c) => ({ ...c, ...patch }))}
            />
          </div>
        )}
      </Dialog>
    </div>
  );
}
