import type { InvoiceRequest } from '@salon/contract';
import { DONATION_CODE, isValidCarrierId, isValidTaxId } from '@salon/domain';

/**
 * The customer's e-invoice choice as a form holds it (checkout, profile): which option, and what
 * was typed for each, so switching options keeps what was typed. The API checks it again (the
 * contract's rules, and the provider's check of a barcode or donation code).
 */
export const INVOICE_OPTIONS = ['printed', 'mobile', 'citizen', 'member', 'business', 'donation'] as const;
type InvoiceOption = (typeof INVOICE_OPTIONS)[number];

export interface InvoiceDraft {
  option: InvoiceOption;
  mobile: string;
  citizen: string;
  taxId: string;
  buyer: string;
  donation: string;
}

/** The member carrier keeps the invoice with the store's member account at the provider: nothing to type. */
const MEMBER_CARRIER_ID = 'member';

export const EMPTY_DRAFT: InvoiceDraft = {
  option: 'printed',
  mobile: '',
  citizen: '',
  taxId: '',
  buyer: '',
  donation: '',
};

/** A saved choice (null: a printed proof) as a draft. */
export function draftOf(saved: InvoiceRequest | null | undefined): InvoiceDraft {
  if (saved?.carrier?.type === 'mobile') return { ...EMPTY_DRAFT, option: 'mobile', mobile: saved.carrier.id };
  if (saved?.carrier?.type === 'citizen') return { ...EMPTY_DRAFT, option: 'citizen', citizen: saved.carrier.id };
  if (saved?.carrier?.type === 'member') return { ...EMPTY_DRAFT, option: 'member' };
  if (saved?.taxId) return { ...EMPTY_DRAFT, option: 'business', taxId: saved.taxId, buyer: saved.buyer ?? '' };
  if (saved?.donationCode) return { ...EMPTY_DRAFT, option: 'donation', donation: saved.donationCode };
  return EMPTY_DRAFT;
}

const upper = (s: string) => s.trim().toUpperCase();

/** The request a draft sends (a printed proof: `{}`, which also clears the saved choice). */
export function requestOf(draft: InvoiceDraft): InvoiceRequest {
  switch (draft.option) {
    case 'mobile':
      return { carrier: { type: 'mobile', id: upper(draft.mobile) } };
    case 'citizen':
      return { carrier: { type: 'citizen', id: upper(draft.citizen) } };
    case 'member':
      return { carrier: { type: 'member', id: MEMBER_CARRIER_ID } };
    case 'business':
      return { taxId: draft.taxId.trim(), buyer: draft.buyer.trim() };
    case 'donation':
      return { donationCode: draft.donation.trim() };
    default:
      return {};
  }
}

/** The fields of a draft, named as the API names them. */
export type InvoiceField = 'invoice.carrier.id' | 'invoice.taxId' | 'invoice.buyer' | 'invoice.donationCode';

/** What is wrong with a draft before it is sent, by field: the message's key under `invoice.errors`. */
export function draftProblems(draft: InvoiceDraft): Partial<Record<InvoiceField, string>> {
  const r = requestOf(draft);
  if (r.carrier && r.carrier.type !== 'member' && !isValidCarrierId(r.carrier.type, r.carrier.id))
    return { 'invoice.carrier.id': r.carrier.type === 'mobile' ? 'mobile' : 'citizen' };
  if (r.taxId !== undefined) {
    const problems: Partial<Record<InvoiceField, string>> = {};
    if (!isValidTaxId(r.taxId)) problems['invoice.taxId'] = /^[0-9]{8}$/.test(r.taxId) ? 'taxIdChecksum' : 'taxId';
    if (!r.buyer) problems['invoice.buyer'] = 'buyer';
    return problems;
  }
  if (r.donationCode !== undefined && !DONATION_CODE.test(r.donationCode))
    return { 'invoice.donationCode': 'donation' };
  return {};
}
