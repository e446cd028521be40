import type { CARD_STATE_ACTIONS, StaffWallet } from '@salon/contract';
import { cardMoveAllowed, formatDay, formatMoney, formatShort } from '@salon/domain';
import { useState } from 'react';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Dialog } from '#web/components/Dialog';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useWalletMove } from '../api/use-wallet-move';
import { AdjustForm, TopUpForm } from './CardForms';

type Card = StaffWallet['valueCards'][number];
type StateAction = (typeof CARD_STATE_ACTIONS)[number];

const STATUS_TONE = { Active: 'brand', Frozen: 'sand', Expired: 'neutral', Deactivated: 'neutral' } as const;

/** Freezing, unfreezing and deactivating, each after a confirmation (deactivating cannot be undone). */
function StateDialog({
  customerId,
  card,
  action,
  onClose,
  onDone,
}: {
  customerId: string;
  card: Card;
  action: StateAction | null;
  onClose: () => void;
  onDone: (action: StateAction) => void;
}) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const run = useWalletMove(useStaffCode(), customerId);
  const [key] = useState(() => crypto.randomUUID());
  const send = (chosen: StateAction) =>
    new Promise<boolean>((resolve) =>
      run.mutate(
        { move: { op: 'state', cardId: card.id, body: { action: chosen } }, key: `${key}-${card.status}-${chosen}` },
        {
          onSuccess: () => {
            onDone(chosen);
            resolve(true);
          },
          onSettled: () => resolve(false),
        },
      ),
    );
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && onClose()}
      role="alertdialog"
      testId="card-state-dialog"
      config={{
        title: action ? t(`wallet.confirm.${action}.title`, { name: card.name }) : '',
        description: action ? t(`wallet.confirm.${action}.text`, { amount: formatMoney(card.balance) }) : undefined,
        buttons: {
          cancel: { text: t('common.cancel') },
          submit: {
            text: action ? t(`wallet.${action.toLowerCase()}`) : '',
            type: action === 'Deactivate' ? 'danger' : 'primary',
            fn: () => (action ? send(action) : false),
          },
        },
      }}
    >
      {run.isError ? <p className="text-sm text-red-700">{errorText(run.error, locale)}</p> : null}
    </Dialog>
  );
}

/** One value card: balance, number, status, expiry; its moves; top up, adjust, freeze, unfreeze, deactivate. */
export function ValueCardItem({ customerId, card, mayMove }: { customerId: string; card: Card; mayMove: boolean }) {
  const { t } = useStaffT();
  const zone = useStoreZone();
  const [open, setOpen] = useState<'topUp' | 'adjust' | null>(null);
  const [confirm, setConfirm] = useState<StateAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const allowed = (move: Parameters<typeof cardMoveAllowed>[1]) => mayMove && cardMoveAllowed(card.status, move);
  const finish = (text: string) => () => {
    setOpen(null);
    setDone(text);
  };
  return (
    <li className="space-y-3 rounded-xl p-3 ring-1 ring-line" data-testid="staff-value-card">
      <div className="flex flex-wrap items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {card.name}
            <Badge tone={STATUS_TONE[card.status]} className="ml-2 align-middle">
              {t(`wallet.status.${card.status}`)}
            </Badge>
          </p>
          <p className="text-sm text-muted tabular-nums">{t('wallet.cardNo', { no: card.cardNo })}</p>
          <p className="text-sm text-muted">
            {card.expireTime ? t('wallet.expiresOn', { date: formatDay(card.expireTime, zone) }) : t('wallet.noExpiry')}
            {!card.payableOnline && ` · ${t('wallet.counterOnly')}`}
          </p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-muted">{t('wallet.balance')}</span>
          <span className="text-2xl font-semibold tabular-nums" data-testid="staff-card-balance">
            {formatMoney(card.balance)}
          </span>
        </p>
      </div>
      {mayMove && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" disabled={!allowed('TopUp')} onClick={() => setOpen('topUp')}>
            {t('wallet.topUp')}
          </Button>
          <Button variant="secondary" disabled={!allowed('Adjustment')} onClick={() => setOpen('adjust')}>
            {t('wallet.adjust')}
          </Button>
          {card.status === 'Frozen' ? (
            <Button variant="secondary" onClick={() => setConfirm('Unfreeze')}>
              {t('wallet.unfreeze')}
            </Button>
          ) : (
            <Button variant="secondary" disabled={!allowed('Freeze')} onClick={() => setConfirm('Freeze')}>
              {t('wallet.freeze')}
            </Button>
          )}
          <Button variant="dangerOutline" disabled={!allowed('Deactivate')} onClick={() => setConfirm('Deactivate')}>
            {t('wallet.deactivate')}
          </Button>
        </div>
      )}
      {done && <Banner tone="success">{done}</Banner>}
      {open === 'topUp' && (
        <TopUpForm customerId={customerId} cardId={card.id} onDone={finish(t('wallet.done.topUp'))} />
      )}
      {open === 'adjust' && (
        <AdjustForm customerId={customerId} cardId={card.id} onDone={finish(t('wallet.done.adjust'))} />
      )}
      <details>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-700">
          {t('wallet.history', { count: card.moves.length })}
        </summary>
        {card.moves.length === 0 ? (
          <p className="text-sm text-muted">{t('wallet.noHistory')}</p>
        ) : (
          <table className="w-full text-sm">
            <caption className="sr-only">{t('wallet.historyOf', { name: card.name })}</caption>
            <thead className="text-left text-muted">
              <tr>
                <th className="py-1 font-medium">{t('wallet.when')}</th>
                <th className="py-1 font-medium">{t('wallet.what')}</th>
                <th className="py-1 text-right font-medium">{t('wallet.amount')}</th>
                <th className="py-1 text-right font-medium">{t('wallet.after')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {card.moves.map((m, i) => (
                <tr key={`${m.time}-${i}`}>
                  <td className="py-1.5 tabular-nums">{formatShort(m.time, zone)}</td>
                  <td className="py-1.5">
                    {t(`wallet.reasons.${m.reason}`)}
                    <span className="text-muted">
                      {m.staffName ? ` · ${m.staffName}` : ` · ${t('wallet.byCustomer')}`}
                      {m.note ? ` · ${m.note}` : ''}
                    </span>
                  </td>
                  <td className="py-1.5 text-right tabular-nums">
                    {m.amount > 0 ? `+${formatMoney(m.amount)}` : formatMoney(m.amount)}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{formatMoney(m.balanceAfter)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </details>
      <StateDialog
        customerId={customerId}
        card={card}
        action={confirm}
        onClose={() => setConfirm(null)}
        onDone={(action) => setDone(t(`wallet.done.${action}`))}
      />
    </li>
  );
}
