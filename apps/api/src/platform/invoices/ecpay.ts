import type { InvoiceChoice } from '@salon/domain';
import { type EcpayKeys, ecpayDecrypt, ecpayEncrypt } from './ecpay-crypto';
import {
  type InvoiceIssueRequest,
  type InvoiceProvider,
  type InvoiceRef,
  InvoiceRefusedError,
  type IssuedInvoice,
} from './provider';

export const ECPAY_INVOICE_URLS = {
  test: 'https://einvoice-stage.ecpay.com.tw',
  live: 'https://einvoice.ecpay.com.tw',
} as const;

export interface EcpayConfig extends EcpayKeys {
  merchantId: string;
  /** The API's origin: ECPAY_INVOICE_URLS.test or .live (a fake's in tests). */
  baseUrl: string;
  /** The address printed proofs are handed over at (ECPay asks one when it prints). */
  printAddress: string;
  timeoutMs?: number;
}

interface Answer {
  RtnCode: number;
  RtnMsg: string;
  [field: string]: unknown;
}

const TAIPEI = '+08:00';

/** ECPay's times are Taipei wall time, `2026-11-29 10:00:00` (some answers put a `+` for the space). */
function ecpayTime(text: string): number {
  return Math.floor(Date.parse(`${text.replace('+', 'T').replace(' ', 'T')}${TAIPEI}`) / 1000);
}

function ecpayDate(unixSeconds: number): string {
  return new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
}

/** A phone as ECPay takes it: digits, Taiwan's national form (+886912345678 → 0912345678). */
function localPhone(e164: string | null): string {
  if (!e164) return '';
  return e164.startsWith('+886') ? `0${e164.slice(4)}` : e164.replace(/\D/g, '');
}

/** The carrier fields of an issue: print, donation, carrier type (1 member, 2 citizen, 3 mobile). */
function carrierFields(choice: InvoiceChoice) {
  const none = { Print: '0', Donation: '0', LoveCode: '', CarrierType: '', CarrierNum: '', CustomerIdentifier: '' };
  if (choice.kind === 'donation') return { ...none, Donation: '1', LoveCode: choice.donationCode };
  if (choice.kind === 'business') return { ...none, Print: '1', CustomerIdentifier: choice.taxId };
  if (choice.kind === 'printed') return { ...none, Print: '1' };
  const type = { member: '1', citizen: '2', mobile: '3' }[choice.carrier.type];
  return { ...none, CarrierType: type, CarrierNum: choice.carrier.type === 'member' ? '' : choice.carrier.id };
}

/** ECPay B2C e-invoices, API v3 (JSON; `Data` encrypted with the merchant's keys). */
export function ecpayInvoices(config: EcpayConfig): InvoiceProvider {
  async function call(path: string, data: Record<string, unknown>): Promise<Answer> {
    const body = {
      MerchantID: config.merchantId,
      RqHeader: { Timestamp: Math.floor(Date.now() / 1000), Revision: '3.0.0' },
      Data: ecpayEncrypt({ MerchantID: config.merchantId, ...data }, config),
    };
    const res = await fetch(`${config.baseUrl}/B2CInvoice/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`ECPay ${path}: HTTP ${res.status}`);
    const outer = (await res.json()) as { TransCode: number; TransMsg: string; Data: string };
    if (outer.TransCode !== 1) throw new InvoiceRefusedError(`Trans${outer.TransCode}`, outer.TransMsg);
    return ecpayDecrypt<Answer>(outer.Data, config);
  }

  function refused(path: string, a: Answer): never {
    throw new InvoiceRefusedError(String(a.RtnCode), `ECPay ${path}: ${a.RtnMsg}`);
  }

  async function issued(relateNumber: string): Promise<IssuedInvoice | null> {
    const a = await call('GetIssue', { RelateNumber: relateNumber });
    if (a.RtnCode !== 1 || typeof a.IIS_Number !== 'string' || a.IIS_Number === '') return null;
    return {
      number: a.IIS_Number,
      randomCode: String(a.IIS_Random_Number),
      issuedAt: ecpayTime(String(a.IIS_Create_Date)),
    };
  }

  return {
    name: 'ecpay',
    async issue(r: InvoiceIssueRequest) {
      const fields = carrierFields(r.choice);
      const a = await call('Issue', {
        RelateNumber: r.relateNumber,
        CustomerID: '',
        CustomerName: r.choice.kind === 'business' ? r.choice.buyer : r.customer.name,
        CustomerAddr: fields.Print === '1' ? config.printAddress : '',
        CustomerPhone: localPhone(r.customer.phone),
        CustomerEmail: r.customer.email ?? '',
        ClearanceMark: '',
        ...fields,
        TaxType: '1',
        SalesAmount: r.amount,
        InvoiceRemark: '',
        Items: [
          {
            ItemSeq: 1,
            ItemName: r.itemName,
            ItemCount: 1,
            ItemWord: '式',
            ItemPrice: r.amount,
            ItemTaxType: '1',
            ItemAmount: r.amount,
          },
        ],
        InvType: '07',
        vat: '1',
      });
      if (a.RtnCode === 1) {
        return {
          number: String(a.InvoiceNo),
          randomCode: String(a.RandomNumber),
          issuedAt: ecpayTime(String(a.InvoiceDate)),
        };
      }
      // Refused: perhaps because this relate number was issued already (a try whose answer was lost).
      const first = await issued(r.relateNumber);
      if (first) return first;
      return refused('Issue', a);
    },
    async void(invoice: InvoiceRef, reason: string) {
      const a = await call('Invalid', {
        InvoiceNo: invoice.number,
        InvoiceDate: ecpayDate(invoice.issuedAt),
        Reason: reason,
      });
      if (a.RtnCode !== 1) refused('Invalid', a);
    },
    async allowance(invoice: InvoiceRef, amount: number, itemName: string) {
      const a = await call('Allowance', {
        InvoiceNo: invoice.number,
        InvoiceDate: ecpayDate(invoice.issuedAt),
        AllowanceNotify: 'N',
        CustomerName: '',
        NotifyMail: '',
        NotifyPhone: '',
        AllowanceAmount: amount,
        Items: [
          {
            ItemSeq: 1,
            ItemName: itemName,
            ItemCount: 1,
            ItemWord: '式',
            ItemPrice: amount,
            ItemTaxType: '1',
            ItemAmount: amount,
          },
        ],
      });
      if (a.RtnCode !== 1) refused('Allowance', a);
      return String(a.IA_Allow_No);
    },
    async checkBarcode(barcode: string) {
      const a = await call('CheckBarcode', { BarCode: barcode });
      if (a.RtnCode !== 1) refused('CheckBarcode', a);
      return a.IsExist === 'Y';
    },
    async checkLoveCode(code: string) {
      const a = await call('CheckLoveCode', { LoveCode: code });
      if (a.RtnCode !== 1) refused('CheckLoveCode', a);
      return a.IsExist === 'Y';
    },
  };
}
