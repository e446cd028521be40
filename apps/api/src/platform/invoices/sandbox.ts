import { createHash } from 'node:crypto';
import type { InvoiceProvider } from './provider';

/** The sandbox's unregistered examples (everything else well-formed is registered). */
const SANDBOX_UNREGISTERED = { barcode: '/0000000', loveCode: '000' } as const;

/**
 * The app's own e-invoice provider for development and the demo store: issues at once, a number
 * and random code derived from the relate number, so a repeated issue (a retry after a lost answer,
 * another process) answers the same invoice — as ECPay does for a relate number it has seen.
 */
export function sandboxInvoices(now: () => number): InvoiceProvider {
  return {
    name: 'sandbox',
    async issue(r) {
      const digest = createHash('sha256').update(r.relateNumber).digest();
      const letter = (byte: number) => String.fromCharCode(65 + (byte % 26));
      const digits = (digest.readUInt32BE(2) % 100_000_000).toString().padStart(8, '0');
      return {
        number: `${letter(digest[0] ?? 0)}${letter(digest[1] ?? 0)}${digits}`,
        randomCode: (digest.readUInt16BE(6) % 10_000).toString().padStart(4, '0'),
        issuedAt: now(),
      };
    },
    async void() {},
    async allowance(invoice, amount) {
      return `SB${invoice.number}${amount}`;
    },
    async checkBarcode(barcode) {
      return barcode !== SANDBOX_UNREGISTERED.barcode;
    },
    async checkLoveCode(code) {
      return code !== SANDBOX_UNREGISTERED.loveCode;
    },
  };
}
