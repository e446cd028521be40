import type { EndpointBody, StaffService } from '@salon/contract';

/**
 * The service editor's state: numbers as typed (strings), one row per designer. `toServiceBody`
 * turns it into the API's body; what the API refuses comes back by field (the import's rules).
 */

export interface SubItemRow {
  id: string;
  name: string;
  /** The option's English name (empty: none; customers reading English see the Chinese). */
  enName: string;
  price: string;
  duration: string;
}

/** A designer's own price and minutes for one option (sub-item); absent: the option's own. */
export interface SubItemTermRow {
  userId: string;
  subItemId: string;
  price: string;
  duration: string;
}

export interface DesignerRow {
  userId: string;
  name: string;
  provides: boolean;
  ownTerms: boolean;
  price: string;
  duration: string;
}

export interface ServiceForm {
  name: string;
  description: string;
  /** The store's English for the name and description, shown to customers and staff reading English. */
  enName: string;
  enDescription: string;
  price: string;
  duration: string;
  customerLimited: StaffService['customerLimited'];
  isAssigned: boolean;
  subItemType: StaffService['subItemType'];
  isShowSubItem: boolean;
  hidden: boolean;
  archived: boolean;
  subItems: SubItemRow[];
  designers: DesignerRow[];
  /** Designers' own terms per option; rows of removed options are dropped when sent. */
  subItemProviders: SubItemTermRow[];
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
/** A typed number; an empty or non-number field goes as null, which the API names as the field wrong. */
const num = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? (null as unknown as number) : Number(s));

/** A new sub-item's id: letters and digits the import's id rule accepts. */
export const newSubItemId = () => `opt-${Math.random().toString(36).slice(2, 8)}`;

export function toForm(service: StaffService | null, designers: { id: string; name: string }[]): ServiceForm {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    enName: service?.en?.name ?? '',
    enDescription: service?.en?.description ?? '',
    price: text(service?.price),
    duration: text(service?.duration ?? 60),
    customerLimited: service?.customerLimited ?? 'None',
    isAssigned: service?.isAssigned ?? false,
    subItemType: service?.subItemType ?? 'Single',
    isShowSubItem: service?.isShowSubItem ?? false,
    hidden: service?.hidden ?? false,
    archived: service?.archived ?? false,
    subItems: (service?.subItems ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      enName: s.en?.name ?? '',
      price: text(s.price),
      duration: text(s.duration),
    })),
    designers: designers.map((d) => {
      const entry = service?.providers.find((p) => p.userId === d.id);
      const provides = service?.isAssigned ? entry?.isProvided === true : (entry?.isProvided ?? true);
      return {
        userId: d.id,
        name: d.name,
        provides,
        ownTerms: entry ? !entry.useDefault : false,
        price: text(entry?.price ?? service?.price),
        duration: text(entry?.duration ?? service?.duration),
      };
    }),
    subItemProviders: (service?.subItemProviders ?? []).map((s) => ({
      ...s,
      price: text(s.price),
      duration: text(s.duration),
    })),
  };
}

/**
 * The body the API takes: a designer gets a row only when it says something (does not provide it,
 * has their own price and duration, or is named for an assigned-only service).
 */
export function toServiceBody(form: ServiceForm): EndpointBody<'staffUpdateService'> {
  const providers = form.designers
    .filter((d) => !d.provides || d.ownTerms || form.isAssigned)
    .map((d) =>
      d.ownTerms
        ? {
            userId: d.userId,
            useDefault: false,
            price: num(d.price),
            duration: num(d.duration),
            isProvided: d.provides,
          }
        : { userId: d.userId, useDefault: true, isProvided: d.provides },
    );
  return {
    name: form.name,
    description: form.description.trim() === '' ? null : form.description,
    en: englishOf(form.enName, form.enDescription),
    price: num(form.price),
    duration: num(form.duration),
    customerLimited: form.customerLimited,
    isAssigned: form.isAssigned,
    subItemType: form.subItemType,
    isShowSubItem: form.isShowSubItem,
    hidden: form.hidden,
    archived: form.archived,
    providers,
    subItems: form.subItems.map((s) => ({
      id: s.id,
      name: s.name,
      price: num(s.price),
      duration: num(s.duration),
      en: englishOf(s.enName),
    })),
    subItemProviders: sentSubItemTerms(form).map((s) => ({
      userId: s.userId,
      subItemId: s.subItemId,
      price: num(s.price),
      duration: num(s.duration),
    })),
  };
}

/** The English as the API takes it: null when no English name is given (a description alone is not kept). */
export function englishOf(name: string, description = ''): { name: string; description: string | null } | null {
  if (name.trim() === '') return null;
  return { name: name.trim(), description: description.trim() === '' ? null : description.trim() };
}

/** The option rows sent: those of options still there. */
export function sentSubItemTerms(form: ServiceForm): SubItemTermRow[] {
  const subIds = new Set(form.subItems.map((s) => s.id));
  return form.subItemProviders.filter((s) => subIds.has(s.subItemId));
}

/** The API's field key of a designer's row in the body, for its error under the right row. */
export function providerIndex(form: ServiceForm, userId: string): number {
  return form.designers
    .filter((d) => !d.provides || d.ownTerms || form.isAssigned)
    .findIndex((d) => d.userId === userId);
}
