import type { UnassignedMode } from '../vocabulary/index';

/**
 * What the customer may say about the designer of a service, from the store's unassigned mode and
 * the page the booking is made on (a designer's own page fixes the designer).
 */
export interface DesignerChoice {
  /** The designer's page the booking is made on: every service goes to them (null: the store's page). */
  fixedDesignerId: string | null;
  /** OnlyUnassigned: the store assigns every service, a chosen designer is not sent. */
  storeAssigns: boolean;
  /** The customer picks among the designers (not on a designer's page, not when the store assigns). */
  offerChoice: boolean;
  /** 不指定 is one of the choices (Normal, on the store's page). */
  offerNoPreference: boolean;
  /** OnlyProvider: a service without a designer cannot be booked. */
  requireDesigner: boolean;
}

export function designerChoice({
  unassignedMode,
  pageDesignerId = null,
}: {
  unassignedMode: UnassignedMode;
  pageDesignerId?: string | null;
}): DesignerChoice {
  const storeAssigns = unassignedMode === 'OnlyUnassigned';
  return {
    fixedDesignerId: pageDesignerId,
    storeAssigns,
    offerChoice: pageDesignerId === null && !storeAssigns,
    offerNoPreference: pageDesignerId === null && unassignedMode === 'Normal',
    requireDesigner: unassignedMode === 'OnlyProvider',
  };
}

/** The designer a service is booked with: the page's designer, else the one chosen, null when the store assigns. */
export function bookedDesignerId(choice: DesignerChoice, chosen: string | null): string | null {
  if (choice.fixedDesignerId !== null) return choice.fixedDesignerId;
  return choice.storeAssigns ? null : chosen;
}

/** The designer the booking request names for a service: null (store assigns) under OnlyUnassigned. */
export function requestedDesignerId(
  choice: Pick<DesignerChoice, 'storeAssigns'>,
  chosen: string | null,
): string | null {
  return choice.storeAssigns ? null : chosen;
}

/** Whether a service still needs its designer chosen before it can be booked. */
export function designerMissing(choice: Pick<DesignerChoice, 'requireDesigner'>, chosen: string | null): boolean {
  return choice.requireDesigner && chosen === null;
}

/**
 * The designer a menu shows prices for: the page's designer; none when the store assigns; the
 * wanted one if they work here; else no preference, or the first designer when one is required.
 */
export function shownDesignerId(
  choice: DesignerChoice,
  wanted: string | null,
  designerIds: readonly string[],
): string | null {
  if (choice.fixedDesignerId !== null) return choice.fixedDesignerId;
  if (choice.storeAssigns) return null;
  if (wanted && designerIds.includes(wanted)) return wanted;
  return choice.offerNoPreference ? null : (designerIds[0] ?? null);
}

/**
 * Several people of one booking are served at the same time, each by another designer (the
 * engine's rule), so a service booked with a named designer cannot be booked for more than one:
 * every day would say 人手不足. The customer is told before the times instead.
 */
export function designerForSeveral(customerCount: number, bookedDesigner: string | null): boolean {
  return customerCount > 1 && bookedDesigner !== null;
}
