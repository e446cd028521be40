import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeEcpay } from '#test/fake-ecpay';
import { ecpayInvoices } from './ecpay';
import { ecpayDecrypt, ecpayEncrypt } from './ecpay-crypto';
import { InvoiceRefusedError } from './provider';

// ECPay's published test merchant's keys (its stage platform's example values).
const keys = { hashKey: 'ejCk326UnaZWKisg', hashIv: 'q9jcZX8Ib9LM8wYk' };
const MERCHANT = '2000132';

let fake: Awaited<ReturnType<typeof startFakeEcpay>>;
const provider = () =>
  ecpayInvoices({ merchantId: MERCHANT, ...keys, baseUrl: fake.url, printAddress: '台北市中山區南京東路一段 1 號' });
const customer = { name: '林小姐', phone: '+886912345678', email: null };

beforeAll(async () => {
  fake = await startFakeEcpay(MERCHANT, keys);
});
afterAll(() => fake.close());

describe('ECPay e-invoice adapter (API v3)', () => {
  it('encrypts Data as URL-encoded JSON under AES-128-CBC and reads it back, Chinese and symbols whole', () => {
    const data = { ItemName: '單色染髮（中長髮）', CarrierNum: '/ABC+123', SalesAmount: 1500 };
    const sealed = ecpayEncrypt(data, keys);
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sealed).not.toContain('ABC');
    expect(ecpayDecrypt(sealed, keys)).toEqual(data);
    expect(() => ecpayDecrypt(sealed, { hashKey: 'xxxxxxxxxxxxxxxx', hashIv: keys.hashIv })).toThrow();
  });

  it('issues with a mobile barcode: carrier type 3, the barcode, nothing printed', async () => {
    const inv = await provider().issue({
      relateNumber: 'A1B2C3D4E5F6A7B8C9D0',
      amount: 1500,
      itemName: '結構式護髮',
      choice: { kind: 'carrier', carrier: { type: 'mobile', id: '/ABC+123' } },
      customer,
    });
    expect(inv.number).toMatch(/^[A-Z]{2}\d{8}$/);
    expect(inv.randomCode).toMatch(/^\d{4}$/);
    expect(inv.issuedAt).toBe(Date.parse('2026-11-29T10:00:00+08:00') / 1000);
    const sent = fake.invoices.get('A1B2C3D4E5F6A7B8C9D0')?.request;
    expect(sent).toMatchObject({
      CarrierType: '3',
      CarrierNum: '/ABC+123',
      Print: '0',
      Donation: '0',
      SalesAmount: 1500,
    });
    expect(sent).toMatchObject({ CustomerPhone: '0912345678' });
  });

  it('a business receipt is printed with the tax ID and the buyer; a donation carries its code', async () => {
    await provider().issue({
      relateNumber: 'BUSINESS000000000001',
      amount: 800,
      itemName: '剪髮',
      choice: { kind: 'business', taxId: '12345675', buyer: '美髮股份有限公司' },
      customer,
    });
    expect(fake.invoices.get('BUSINESS000000000001')?.request).toMatchObject({
      Print: '1',
      CustomerIdentifier: '12345675',
      CustomerName: '美髮股份有限公司',
      CustomerAddr: '台北市中山區南京東路一段 1 號',
    });
    await provider().issue({
      relateNumber: 'DONATION000000000001',
      amount: 300,
      itemName: '洗髮',
      choice: { kind: 'donation', donationCode: '168001' },
      customer,
    });
    expect(fake.invoices.get('DONATION000000000001')?.request).toMatchObject({
      Donation: '1',
      LoveCode: '168001',
      Print: '0',
    });
  });

  it('a relate number issued before answers the first invoice, never a second one', async () => {
    const request = {
      relateNumber: 'RETRY000000000000001',
      amount: 1200,
      itemName: '燙髮',
      choice: { kind: 'printed' as const },
      customer,
    };
    const first = await provider().issue(request);
    const again = await provider().issue(request);
    expect(again.number).toBe(first.number);
    expect([...fake.invoices.values()].filter((i) => i.relateNumber === request.relateNumber)).toHaveLength(1);
  });

  it('a refusal is an InvoiceRefusedError with ECPay’s code and words', async () => {
    fake.refuseNextIssue(1200031, '載具編號格式錯誤');
    const issuing = provider().issue({
      relateNumber: 'REFUSED0000000000001',
      amount: 100,
      itemName: '洗髮',
      choice: { kind: 'carrier', carrier: { type: 'mobile', id: '/ABC+123' } },
      customer,
    });
    await expect(issuing).rejects.toBeInstanceOf(InvoiceRefusedError);
    await expect(issuing).rejects.toMatchObject({
      code: '1200031',
      message: expect.stringContaining('載具編號格式錯誤'),
    });
  });

  it('wrong keys are refused, not taken for an answer', async () => {
    const wrong = ecpayInvoices({
      merchantId: MERCHANT,
      hashKey: 'AAAAAAAAAAAAAAAA',
      hashIv: keys.hashIv,
      baseUrl: fake.url,
      printAddress: '',
    });
    await expect(wrong.checkBarcode('/ABC+123')).rejects.toBeInstanceOf(InvoiceRefusedError);
  });

  it('voids and allows against the issued invoice; an allowance above what is left is refused', async () => {
    const inv = await provider().issue({
      relateNumber: 'VOIDALLOW00000000001',
      amount: 1000,
      itemName: '染髮',
      choice: { kind: 'printed' },
      customer,
    });
    const allowance = await provider().allowance(inv, 400, '染髮 退款');
    expect(allowance).toMatch(/^\d+$/);
    await expect(provider().allowance(inv, 700, '染髮 退款')).rejects.toBeInstanceOf(InvoiceRefusedError);
    await provider().void(inv, '取消預約');
    expect(fake.invoices.get('VOIDALLOW00000000001')?.voided).toBe(true);
  });

  it('checks a mobile barcode and a donation code at the platform', async () => {
    expect(await provider().checkBarcode('/ABC+123')).toBe(true);
    expect(await provider().checkBarcode('/ZZZ+999')).toBe(false);
    expect(await provider().checkLoveCode('168001')).toBe(true);
    expect(await provider().checkLoveCode('5566')).toBe(false);
  });
});
