/**
 * What a customer asks for on a Taiwanese uniform e-invoice (電子發票): a printed proof, a carrier
 * that keeps it (mobile barcode, citizen certificate, the store's member carrier), a company's
 * tax ID (統一編號) for a business receipt, or a donation code (捐贈碼).
 */

/** 手機條碼: a slash and seven characters of 0-9, A-Z, `+`, `-`, `.` (Ministry of Finance format). */
export const MOBILE_BARCODE = /^\/[0-9A-Z+\-.]{7}$/;
/** 自然人憑證條碼: two capital letters and fourteen digits. */
export const CITIZEN_CERTIFICATE = /^[A-Z]{2}[0-9]{14}$/;
/** 捐贈碼 (愛心碼): three to seven digits. */
export const DONATION_CODE = /^[0-9]{3,7}$/;

export const CARRIER_TYPES = ['mobile', 'citizen', 'member'] as const;
export type CarrierType = (typeof CARRIER_TYPES)[number];

export type InvoiceChoice =
  | { kind: 'printed' }
  | { kind: 'carrier'; carrier: { type: CarrierType; id: string } }
  | { kind: 'business'; taxId: string; buyer: string }
  | { kind: 'donation'; donationCode: string };

const TAX_ID_WEIGHTS = [1, 2, 1, 2, 1, 2, 4, 1] as const;

/**
 * 統一編號 checksum (Ministry of Finance, divisor 5 since 2023, which also accepts every number
 * valid under the old divisor 10): each digit times its weight, the two digits of each product
 * added, the total divisible by 5. When the seventh digit is 7 its product 28 gives 10, which
 * may count as 1 or 0, so the total plus one also passes.
 */
export function isValidTaxId(taxId: string): boolean {
  if (!/^[0-9]{8}$/.test(taxId)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const product = Number(taxId[i]) * (TAX_ID_WEIGHTS[i] ?? 0);
    sum += Math.floor(product / 10) + (product % 10);
  }
  if (sum % 5 === 0) return true;
  return taxId[6] === '7' && (sum + 1) % 5 === 0;
}

/** Whether a carrier's id has its type's shape (the member carrier's id is ours: any non-empty). */
export function isValidCarrierId(type: CarrierType, id: string): boolean {
  if (type === 'mobile') return MOBILE_BARCODE.test(id);
  if (type === 'citizen') return CITIZEN_CERTIFICATE.test(id);
  return id.length > 0 && id.length <= 64;
}

/** How the choice reads on a receipt or a list: the carrier, the tax ID or the donation code. */
export function invoiceChoiceLabel(choice: InvoiceChoice): string {
  if (choice.kind === 'carrier') return choice.carrier.id;
  if (choice.kind === 'business') return choice.taxId;
  if (choice.kind === 'donation') return choice.donationCode;
  return '';
}
