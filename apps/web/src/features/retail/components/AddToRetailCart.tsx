import type { RetailProduct } from '@salon/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/Button';
import { addToCart, maxUnits, quantityOf, setQuantity } from '../cart';
import { updateRetailCart, useRetailCart } from '../cart-store';
import { QuantityStepper } from './QuantityStepper';

/** 加入購物車, then a stepper bounded by the stock; nothing to add when sold out. */
export function AddToRetailCart({
  cname,
  product,
  block = false,
}: {
  cname: string;
  product: RetailProduct;
  block?: boolean;
}) {
  const { t } = useTranslation();
  const inCart = useRetailCart(cname, (c) => quantityOf(c, product.id));
  const max = maxUnits(product);
  if (max === 0) {
    return (
      <Button variant="secondary" disabled block={block}>
        {t('retail.soldOut')}
      </Button>
    );
  }
  if (inCart === 0) {
    return (
      <Button
        variant="soft"
        icon="plus"
        block={block}
        onClick={() => updateRetailCart(cname, (c) => addToCart(c, product, 1))}
        aria-label={t('retail.add.addNamed', { name: product.name })}
      >
        {t('retail.add.add')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col items-center gap-1">
      <QuantityStepper
        name={product.name}
        value={inCart}
        max={max}
        onChange={(quantity) => updateRetailCart(cname, (c) => setQuantity(c, product, quantity))}
      />
      {inCart >= max && <p className="text-[11px] text-sand-700">{t('retail.add.max', { count: max })}</p>}
    </div>
  );
}
