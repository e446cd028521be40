import type { RetailMenu } from '@salon/contract';
import { formatMoney, lineTotal } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { pathTo, type RouteParams } from '#web/app/routes';
import { ButtonLink, iconButtonClass } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Icon } from '#web/components/Icon';
import { maxUnits, type RetailCart, removeLine, setQuantity } from '../cart';
import { updateRetailCart } from '../cart-store';
import { QuantityStepper } from './QuantityStepper';

/** The payment page's first card: the cart's lines, each with its quantity (bounded by the stock) and a remove button. */
export function PaymentItems({
  base,
  cart,
  menu,
}: {
  base: RouteParams & { cname: string };
  cart: RetailCart;
  menu: RetailMenu | undefined;
}) {
  const { t } = useTranslation();
  const cname = base.cname;
  return (
    <Card
      id="payment-items"
      title={t('retail.payment.items')}
      action={
        <ButtonLink to={pathTo('StoreRetail', base)} variant="link" className="-my-2.5 -mr-2">
          {t('retail.payment.more')}
        </ButtonLink>
      }
    >
      <ul className="divide-y divide-line/70" data-testid="payment-items">
        {cart.items.map((line) => {
          const product = menu?.products.find((p) => p.id === line.productId);
          return (
            <li key={line.productId} className="py-3 first:pt-0 last:pb-0">
              {/* The menu's name, in the language shown (the cart keeps the one of when it was added). */}
              <p className="line-clamp-2 text-sm font-medium">{product?.name ?? line.name}</p>
              <div className="mt-1 flex items-center gap-2">
                <p className="min-w-0 flex-1 text-xs text-muted tabular-nums">
                  {formatMoney(line.price)} × {line.quantity} ={' '}
                  <span className="text-sm font-medium text-ink">
                    {formatMoney(lineTotal(line.price, line.quantity))}
                  </span>
                </p>
                {product && (
                  <QuantityStepper
                    name={product.name}
                    value={line.quantity}
                    min={1}
                    max={maxUnits(product)}
                    onChange={(q) => updateRetailCart(cname, (c) => setQuantity(c, product, q))}
                  />
                )}
                <button
                  type="button"
                  className={iconButtonClass}
                  aria-label={t('retail.cart.remove', { name: product?.name ?? line.name })}
                  onClick={() => updateRetailCart(cname, (c) => removeLine(c, line.productId))}
                >
                  <Icon name="x" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
