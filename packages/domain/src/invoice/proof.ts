import { invoicePeriodOf } from './period';

/**
 * What the printed proof (電子發票證明聯) carries besides the words: the one-dimensional barcode's
 * data (Code 39) — the period as 民國 year and its second month, the number, the random code:
 * `11512AB123456781234` — and the first 53 characters of the left QR code's data (number, issue
 * date as 民國 yyyMMdd, random code, sales and total in 8-digit hex, buyer's and seller's tax IDs;
 * the provider adds the encrypted verification and prints the codes themselves).
 */
export function proofBarcode(issuedAt: number, number: string, randomCode: string): string {
  const p = invoicePeriodOf(issuedAt);
  return `${p.year - 1911}${String(p.firstMonth + 1).padStart(2, '0')}${number}${randomCode}`;
}

const TAIPEI_OFFSET_SECONDS = 8 * 3600;

export function proofQrData(p: {
  number: string;
  issuedAt: number;
  randomCode: string;
  amount: number;
  buyerTaxId: string | null;
  sellerTaxId: string | null;
}): string {
  const d = new Date((p.issuedAt + TAIPEI_OFFSET_SECONDS) * 1000);
  const date = `${d.getUTCFullYear() - 1911}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return `${p.number}${date}${p.randomCode}${hex(p.amount)}${hex(p.amount)}${p.buyerTaxId ?? '00000000'}${p.sellerTaxId ?? '00000000'}`;
}
