import type { ServiceProduct } from '@salon/domain';
import type { ProviderRow, StoreRow } from '#api/db/rows';

/** What availability, checkout and booking read of a store, as of one catalogue version. */
export interface Catalog {
  version: number;
  store: StoreRow;
  /** Active service products with designer overrides and sub-items (as the menu gives them). */
  products: ServiceProduct[];
  /** Active designers in their display order. */
  providers: ProviderRow[];
  /** Each designer's days off (local dates, ascending). */
  daysOff: Map<string, string[]>;
}
