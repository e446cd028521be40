import type { StaffRetailItem } from '@salon/contract';
import { formatShort } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '#web/components/Dialog';
import { InputField } from '#web/staff/components/FormFields';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useAdjustStock } from '../api/adjust-stock';
import { stockHistoryQuery } from '../api/get-stock-history';

/**
 * Adjusts an item's stock: by how many (+ in, − out) and why; the API refuses going below 0 and
 * records who. The item's last adjustments are listed under the form.
 */
export function StockDialog({ item, onClose }: { item: StaffRetailItem; onClose: () => void }) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const adjust = useAdjustStock(code);
  const history = useQuery(stockHistoryQuery(code, item.id));
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const { api, err } = useFieldErrors(adjust.error);
  const other = adjust.isError && Object.keys(api).length === 0 ? errorText(adjust.error, locale) : null;
  const send = () =>
    new Promise<boolean>((resolve) => {
      let ok = false;
      const n = delta.trim() === '' ? Number.NaN : Number(delta);
      adjust.mutate(
        { itemId: item.id, body: { delta: Number.isNaN(n) ? (null as unknown as number) : n, reason } },
        {
          onSuccess: () => {
            ok = true;
          },
          onSettled: () => resolve(ok),
        },
      );
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      testId="stock-dialog"
      config={{
        title: t('retail.adjustTitle', { name: item.name }),
        description: t('retail.stockNow', { count: item.stock }),
        buttons: { submit: { text: t('retail.adjust'), fn: send }, cancel: { text: t('common.cancel') } },
      }}
    >
      <div className="space-y-3">
        <InputField
          id="stock-delta"
          label={t('retail.delta')}
          hint={t('retail.deltaHint')}
          error={err('delta')}
          input={{ inputMode: 'numeric' }}
          value={delta}
          onChange={setDelta}
        />
        <InputField
          id="stock-reason"
          label={t('retail.reason')}
          hint={t('retail.reasonHint')}
          error={err('reason')}
          value={reason}
          onChange={setReason}
        />
        {other && (
          <p role="alert" className="text-sm text-red-700">
            {other}
          </p>
        )}
        <section aria-labelledby="stock-history" className="space-y-1">
          <h3 id="stock-history" className="text-sm font-medium">
            {t('retail.history')}
          </h3>
          {history.isPending && <p className="text-sm text-muted">{t('common.loading')}</p>}
          {history.isError && <p className="text-sm text-red-700">{errorText(history.error, locale)}</p>}
          {history.data?.adjustments.length === 0 && <p className="text-sm text-muted">{t('retail.noHistory')}</p>}
          <ul className="max-h-40 space-y-1 overflow-y-auto text-sm">
            {history.data?.adjustments.slice(0, 10).map((a) => (
              <li key={a.id} className="flex gap-2">
                <span className={`w-12 font-medium ${a.delta > 0 ? 'text-brand-800' : 'text-red-700'}`}>
                  {a.delta > 0 ? `+${a.delta}` : a.delta}
                </span>
                <span className="flex-1">
                  {a.reason} · {a.staff.name}
                </span>
                <span className="text-muted">{formatShort(a.at)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
