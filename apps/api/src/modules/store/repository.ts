import type { ProviderRow, StoreRow } from '#api/db/rows';

export type { ProviderRow, StoreRow };
