import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EcpayKeys, ecpayDecrypt, ecpayEncrypt } from '../src/platform/invoices/ecpay-crypto';

/** An invoice the fake ECPay issued. */
export interface FakeEcpayInvoice {
  relateNumber: string;
  number: string;
  randomCode: string;
  amount: number;
  request: Record<string, unknown>;
  voided: boolean;
  allowed: number;
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => resolve(text));
  });

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * A local stand-in for ECPay's B2C e-invoice API v3 (Issue, GetIssue, Invalid, Allowance,
 * CheckBarcode, CheckLoveCode) speaking its shape: `{MerchantID, RqHeader, Data}` with `Data`
 * AES-128-CBC encrypted; answers `{TransCode, TransMsg, Data}`; a relate number seen before is
 * refused (RtnCode 5000 「RelateNumber 重複」) as ECPay does. `issueCalls` counts every Issue.
 */
export async function startFakeEcpay(merchantId: string, keys: EcpayKeys) {
  const invoices = new Map<string, FakeEcpayInvoice>();
  const registered = { barcodes: new Set<string>(['/ABC+123']), loveCodes: new Set<string>(['168001', '919']) };
  let issueCalls = 0;
  let sequence = 0;
  /** The next Issue calls answer this refusal instead (RtnCode, message), then it clears. */
  let refuseNext: { code: number; message: string; times: number } | null = null;
  /** The next Issue calls are issued but never answered (the caller is killed while waiting). */
  let hangIssues = 0;

  const handle = (path: string, data: Record<string, unknown>): Record<string, unknown> => {
    if (path === 'Issue') {
      issueCalls += 1;
      if (refuseNext && refuseNext.times > 0) {
        refuseNext.times -= 1;
        return { RtnCode: refuseNext.code, RtnMsg: refuseNext.message };
      }
      const relate = String(data.RelateNumber);
      if (invoices.has(relate)) return { RtnCode: 5000, RtnMsg: 'RelateNumber 重複' };
      sequence += 1;
      const inv: FakeEcpayInvoice = {
        relateNumber: relate,
        number: `EC${pad(10_000_000 + sequence, 8)}`,
        randomCode: pad((sequence * 7919) % 10_000, 4),
        amount: Number(data.SalesAmount),
        request: data,
        voided: false,
        allowed: 0,
      };
      invoices.set(relate, inv);
      return {
        RtnCode: 1,
        RtnMsg: '開立發票成功',
        InvoiceNo: inv.number,
        InvoiceDate: '2026-11-29 10:00:00',
        RandomNumber: inv.randomCode,
      };
    }
    if (path === 'GetIssue') {
      const inv = invoices.get(String(data.RelateNumber));
      if (!inv) return { RtnCode: 1600003, RtnMsg: '查無發票資料' };
      return {
        RtnCode: 1,
        RtnMsg: '成功',
        IIS_Number: inv.number,
        IIS_Random_Number: inv.randomCode,
        IIS_Create_Date: '2026-11-29 10:00:00',
      };
    }
    const byNumber = [...invoices.values()].find((i) => i.number === data.InvoiceNo);
    if (path === 'Invalid') {
      if (!byNumber) return { RtnCode: 1500003, RtnMsg: '查無發票' };
      byNumber.voided = true;
      return { RtnCode: 1, RtnMsg: '作廢發票成功', InvoiceNo: byNumber.number };
    }
    if (path === 'Allowance') {
      if (!byNumber || byNumber.voided) return { RtnCode: 1500003, RtnMsg: '查無發票' };
      const amount = Number(data.AllowanceAmount);
      if (byNumber.allowed + amount > byNumber.amount) return { RtnCode: 2000044, RtnMsg: '折讓金額超過發票金額' };
      byNumber.allowed += amount;
      return {
        RtnCode: 1,
        RtnMsg: '成功',
        IA_Allow_No: `2026112900${pad(byNumber.allowed, 6)}`,
        IA_Invoice_No: byNumber.number,
        IA_Date: '2026-11-29 10:00:00',
        IA_Remain_Allowance_Amt: byNumber.amount - byNumber.allowed,
      };
    }
    if (path === 'CheckBarcode')
      return { RtnCode: 1, RtnMsg: '執行成功', IsExist: registered.barcodes.has(String(data.BarCode)) ? 'Y' : 'N' };
    if (path === 'CheckLoveCode')
      return { RtnCode: 1, RtnMsg: '執行成功', IsExist: registered.loveCodes.has(String(data.LoveCode)) ? 'Y' : 'N' };
    return { RtnCode: 9000001, RtnMsg: 'unknown API' };
  };

  const server: Server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname.replace('/B2CInvoice/', '');
    const outer = JSON.parse(await readBody(req)) as { MerchantID: string; Data: string };
    res.setHeader('content-type', 'application/json');
    let data: Record<string, unknown>;
    try {
      data = ecpayDecrypt(outer.Data, keys);
    } catch {
      res.end(JSON.stringify({ TransCode: 999, TransMsg: 'Data 解密失敗', Data: '' }));
      return;
    }
    if (outer.MerchantID !== merchantId || data.MerchantID !== merchantId) {
      res.end(
        JSON.stringify({
          TransCode: 1,
          TransMsg: 'Success',
          Data: ecpayEncrypt({ RtnCode: 1000002, RtnMsg: '廠商編號錯誤' }, keys),
        }),
      );
      return;
    }
    const answer = handle(path, data);
    if (path === 'Issue' && hangIssues > 0) {
      hangIssues -= 1;
      return;
    }
    res.end(JSON.stringify({ TransCode: 1, TransMsg: 'Success', Data: ecpayEncrypt(answer, keys) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    invoices,
    registered,
    issueCalls: () => issueCalls,
    refuseNextIssue(code: number, message: string, times = 1) {
      refuseNext = { code, message, times };
    },
    hangNextIssue() {
      hangIssues += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
