import type { ServiceMenu } from '@salon/contract';
import type { Db } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import type { StaffScope } from '#api/modules/scope';
import { requireCatalog } from '../catalog/service';
import { updateProduct } from './repository';

type Product = ServiceMenu['products'][number];

/**
 * PATCH /staff/products/{productId}: the fields sent change; the product as the menu now shows it
 * (the catalogue's version moved in the same statement, so every API process serves the new price
 * on its next request). What it was before and is now go to the audit log.
 */
export async function editProduct(
  db: Db,
  scope: StaffScope,
  productId: string,
  changes: { name?: string; description?: string | null; price?: number; duration?: number },
): Promise<Product> {
  const { store } = scope;
  const find = async () => (await requireCatalog(db, store.code)).products.find((p) => p.id === productId);
  const before = await find();
  if (!before || !(await updateProduct(db, store.id, productId, changes))) throw new ApiError('PRODUCT_NOT_EXISTS');
  const after = await find();
  if (!after) throw new ApiError('PRODUCT_NOT_EXISTS');
  await recordChange(db, scope, {
    operation: 'staffUpdateProduct',
    entity: 'product',
    entityId: productId,
    before,
    after,
  });
  return after;
}
