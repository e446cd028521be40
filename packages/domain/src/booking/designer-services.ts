import type { EnglishText, ServiceProduct } from '../vocabulary/catalog';
import type { CustomerLimit } from '../vocabulary/index';
import { offersProduct, providerTerms } from './event-rules';

/** One option (sub-item) of a service, at one designer's price and minutes. */
export interface DesignerServiceOption {
  id: string;
  name: string;
  /** The store's English for it, when given (see `shownText`). */
  en?: EnglishText | null;
  price: number;
  duration: number;
}

/** A service one designer gives: their price and minutes, its options to choose from, who may book it. */
export interface DesignerService {
  id: string;
  name: string;
  en?: EnglishText | null;
  price: number;
  duration: number;
  /** The options a booking must choose one of (empty: the service is booked as it is). */
  options: DesignerServiceOption[];
  /** A gender the customer must have ('None': anyone). */
  customerLimited: CustomerLimit;
}

/**
 * The services a designer can be booked for, in menu order: the ONE rule behind the customer's
 * menu of a designer and the staff booking form (a product is theirs by offersProduct: listed with
 * isProvided when the product is assigned, else unless listed as not provided), each at the
 * designer's own terms (providerTerms: their override unless useDefault), with the options a
 * customer chooses from (the shown sub-items, resolveSubItem's rule) at the designer's terms.
 */
export function designerServices(products: readonly ServiceProduct[], designerId: string): DesignerService[] {
  return products
    .filter((p) => offersProduct(p, designerId))
    .map((p) => {
      const own = providerTerms(p, designerId, null);
      const shown = p.isShowSubItem ? p.subItems : [];
      const options = shown.map((s) => {
        const terms = providerTerms(p, designerId, s);
        return { id: s.id, name: s.name, en: s.en ?? null, price: terms.price, duration: terms.duration };
      });
      return {
        id: p.id,
        name: p.name,
        en: p.en ?? null,
        price: own.price,
        duration: own.duration,
        options,
        customerLimited: p.customerLimited,
      };
    });
}
