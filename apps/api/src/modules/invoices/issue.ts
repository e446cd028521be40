import { INVOICE_RETRY_SECONDS, invoiceAdjustment, samePeriod } from '@salon/domain';
import type { AppContext } from '#api/context';
import type { Db } from '#api/db/client';
import type { JobKind } from '#api/modules/jobs/runner';
import { enqueue } from '#api/modules/jobs/service';
import { saleMoneyOf, saleOfPayment } from '#api/modules/payments/service';
import { type InvoiceProvider, invoiceProviderFor } from '#api/platform/invoices/index';
import { buyerOf, orderEndedOf, orderNamesOf, storeAddressOf } from './facts';
import * as repo from './repository';

/** What the invoice jobs need of the app. */
export interface InvoiceDeps {
  db: Db;
  now: () => number;
  /** Where ECPay is reached, when not its own addresses (a fake in tests). */
  ecpayBaseUrl?: string | null;
}

export function invoiceDeps(ctx: AppContext): InvoiceDeps {
  return { db: ctx.db, now: () => ctx.clock.now(), ecpayBaseUrl: ctx.config.ecpayInvoiceUrl ?? null };
}

/** The attempts of an invoice job: 60 s doubling to an hour, so the last try is about 48 h after the sale. */
const INVOICE_JOB_ATTEMPTS = 54;
const backoffSeconds = (attempt: number) => Math.min(60 * 2 ** (attempt - 1), 3600);

/** The provider the store's settings name (null: ECPay without its keys). */
export async function storeProvider(
  deps: InvoiceDeps,
  storeId: string,
  known?: repo.InvoiceSettingsRow | null,
): Promise<InvoiceProvider | null> {
  const settings = known === undefined ? await repo.settingsOf(deps.db, storeId) : known;
  if (!settings) return null;
  const address = await storeAddressOf(deps.db, storeId);
  return invoiceProviderFor(settings, { now: deps.now }, address, { ecpayBaseUrl: deps.ecpayBaseUrl ?? undefined });
}

function lineName(names: readonly string[]): string {
  if (names.length === 0) return '美容美髮服務';
  const joined = names.join('、');
  return joined.length > 60 ? `${joined.slice(0, 59)}…` : joined;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * `invoice-issue`: issues a sale's invoice once. The row is claimed only by its status (Pending or
 * Failed → Issued by a conditional update); a worker killed after the provider issued leaves it
 * Pending, and the next try sends the same relate number, which the provider answers with the
 * invoice it already issued — never a second one.
 */
function issueJob(deps: InvoiceDeps): JobKind {
  return {
    name: 'invoice-issue',
    backoffSeconds,
    async run(job, now) {
      const { saleKey } = job.payload as { saleKey: string };
      const storeId = job.storeId!;
      const invoice = await repo.invoiceBySale(deps.db, storeId, saleKey);
      if (!invoice || (invoice.status !== 'Pending' && invoice.status !== 'Failed')) return;
      const money = invoice.replaces
        ? { taken: invoice.amount, refunded: 0 }
        : await saleMoneyOf(deps.db, storeId, saleKey);
      const amount = money.taken - money.refunded;
      if (amount <= 0) return repo.markNothingToIssue(deps.db, invoice.id, now);
      try {
        const provider = await storeProvider(deps, storeId);
        if (!provider) throw new Error('尚未設定電子發票加值中心的商店代號與金鑰');
        const customer = await buyerOf(deps.db, storeId, invoice.customerId);
        // None given at the checkout (online): the customer's saved choice, kept on the invoice issued.
        const choice = invoice.choice ?? customer?.choice ?? { kind: 'printed' as const };
        const issued = await provider.issue({
          relateNumber: invoice.relateNumber,
          amount,
          itemName: lineName(await orderNamesOf(deps.db, invoice.orderKind, invoice.orderId)),
          choice,
          customer: { name: customer?.name ?? '顧客', phone: customer?.phone ?? null, email: customer?.email ?? null },
        });
        await repo.markIssued(deps.db, invoice.id, { ...issued, amount, choice }, now);
      } catch (error) {
        await repo.markFailing(deps.db, invoice.id, reasonOf(error), now);
        if (now - Math.floor(invoice.createdAt.getTime() / 1000) >= INVOICE_RETRY_SECONDS) return;
        throw error;
      }
    },
  };
}

/** `invoice-refund`: a refund of an invoiced sale voids (and issues again) or allows, by the domain's rule. */
function refundJob(deps: InvoiceDeps): JobKind {
  return {
    name: 'invoice-refund',
    backoffSeconds,
    async run(job, now) {
      const { paymentId } = job.payload as { paymentId: string };
      const sale = await saleOfPayment(deps.db, paymentId);
      if (!sale) return;
      const invoice = await repo.invoiceBySale(deps.db, sale.storeId, sale.saleKey);
      if (!invoice || invoice.status === 'Voided') return;
      // Not issued yet: the issue takes the refund into account; wait for it rather than race it.
      if (invoice.status !== 'Issued' && invoice.status !== 'Allowance')
        throw new Error('發票尚未開立，稍後再處理退款');
      const money = await saleMoneyOf(deps.db, sale.storeId, sale.saleKey);
      const issuedAt = Math.floor((invoice.issuedAt ?? invoice.createdAt).getTime() / 1000);
      const change = invoiceAdjustment({
        issued: invoice.amount,
        allowed: invoice.allowed,
        kept: money.taken - money.refunded,
        inPeriod: samePeriod(issuedAt, now),
        orderEnded: await orderEndedOf(deps.db, invoice.orderKind, invoice.orderId),
      });
      if (change.kind === 'none') return;
      const provider = await storeProvider(deps, sale.storeId);
      if (!provider) throw new Error('尚未設定電子發票加值中心的商店代號與金鑰');
      const ref = { number: invoice.number!, issuedAt };
      if (change.kind === 'allowance') {
        await provider.allowance(ref, change.amount, '退款折讓');
        await repo.addAllowance(deps.db, invoice.id, change.amount, now);
        return;
      }
      await provider.void(ref, '取消交易');
      await deps.db.transaction(async (tx) => {
        await repo.markVoided(tx, invoice.id, now);
        if (change.reissue <= 0) return;
        const saleKey = await repo.insertReplacement(tx, invoice, change.reissue, now);
        await enqueue(
          tx,
          {
            name: 'invoice-issue',
            key: `${invoice.storeId}/${saleKey}`,
            storeId: invoice.storeId,
            payload: { saleKey },
            runAt: now,
            maxAttempts: INVOICE_JOB_ATTEMPTS,
          },
          now,
        );
      });
    },
  };
}

export function invoiceJobs(deps: InvoiceDeps): JobKind[] {
  return [issueJob(deps), refundJob(deps)];
}
