import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { stores } from '#api/db/schema/index';

export async function storeCodeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.code, code)).limit(1);
  return row !== undefined;
}
