import { useTranslation } from 'react-i18next';
import { Dialog } from '#web/components/Dialog';
import type { RetailFailure } from '../failures';
import { itemTextKey } from '../failures';

/**
 * A refused order: 訂購失敗 (items, stock) or 成立訂單失敗 (anything else), the code's zh-TW text,
 * each failed item by name with its own text, and one button that leads on.
 */
export function RetailFailureDialog({
  failure,
  nameOf,
  onAction,
  onClose,
}: {
  failure: RetailFailure | null;
  nameOf: (productId: string) => string;
  onAction: (failure: RetailFailure) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = failure?.action ?? 'close';
  return (
    <Dialog
      open={failure !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      testId="retail-failure"
      config={{
        title: failure ? t(`retail.failure.title.${failure.title}`) : '',
        description: failure?.message,
        buttons: {
          submit: { text: t(`retail.failure.action.${action}`), fn: () => failure && onAction(failure) },
          ...(action === 'close' ? {} : { cancel: { text: t('retail.failure.action.close') } }),
        },
      }}
    >
      {failure && failure.items.length > 0 && (
        <div className="rounded-xl bg-canvas p-3 text-sm">
          <p className="font-medium">{t('retail.failure.items')}</p>
          <ul className="mt-2 space-y-1.5" data-testid="failed-items">
            {failure.items.map((item) => {
              const { key, count } = itemTextKey(item);
              return (
                <li key={item.productId}>
                  <span className="font-medium">{nameOf(item.productId)}</span>
                  <span className="text-muted">：{t(key, { count })}</span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
