import { randomUUID } from 'node:crypto';
import type { ParsedBody, SellTicketBody, ServiceTicket, WalletVoucher } from '@salon/contract';
import { ticketDeadlineProblem } from '@salon/domain';
import type { Db } from '#api/db/client';
import { at, toSeconds } from '#api/db/time';
import { fieldError } from '#api/http/errors';
import type { StaffScope } from '#api/modules/scope';
import { once } from './counter-once';
import * as counterRepo from './counter-repository';
import { requireCustomer } from './counter-views';
import * as repo from './repository';
import { toServiceTicket, toWalletVoucher } from './views';

/**
 * POST /staff/customers/{customerId}/vouchers: one copy of a store voucher, counted in its total
 * (the conditional update and CHECK of receiving). Staff may give a customer more copies than the
 * per-customer limit of receiving it themselves.
 */
export async function issueVoucher(
  db: Db,
  scope: StaffScope,
  customerId: string,
  body: ParsedBody<'staffIssueVoucher'>,
  key: string | undefined,
): Promise<WalletVoucher> {
  const { store, now } = scope;
  const customer = await requireCustomer(db, store, customerId);
  const template = await repo.findTemplate(db, store.id, body.voucherId);
  if (!template) throw fieldError('voucherId', '找不到這張優惠券');
  if (template.archivedAt) throw fieldError('voucherId', '這張優惠券已停用');
  if (template.endTime && toSeconds(template.endTime) <= now) throw fieldError('voucherId', '這張優惠券已過期');
  const copyId = randomUUID();
  return once(
    db,
    scope,
    { key, op: 'issueVoucher', target: customer.id, body },
    { kind: 'VoucherIssue', customerId: customer.id, instrumentId: copyId },
    async (tx) => {
      if (!(await repo.takeFromTotal(tx, store.id, template.id))) throw fieldError('voucherId', '這張優惠券已發完');
      await repo.insertCopy(tx, {
        id: copyId,
        storeId: store.id,
        customerId: customer.id,
        templateId: template.id,
        usesLeft: 1,
        receivedAt: at(now),
      });
    },
    async (db, id) => {
      const [held] = await repo.walletCopies(db, store.id, customer.id, counterRepo.copyIs(id));
      return toWalletVoucher(held!.template, held!.copy, await repo.targetNames(db, store.id));
    },
    { operation: 'staffIssueVoucher', entity: 'customer', entityId: customer.id },
  );
}

const DEADLINE_TEXTS = {
  END_REQUIRED: '請選擇到期日',
  END_PASSED: '到期日須晚於現在',
  END_NOT_ALLOWED: '無期限的票券不設到期日',
} as const;

/** POST /staff/customers/{customerId}/service-tickets: a ticket of one service with its uses and deadline. */
export async function sellTicket(
  db: Db,
  scope: StaffScope,
  customerId: string,
  body: SellTicketBody,
  key: string | undefined,
): Promise<ServiceTicket> {
  const { store, now } = scope;
  const customer = await requireCustomer(db, store, customerId);
  const problem = ticketDeadlineProblem(body, now);
  if (problem) throw fieldError('endTime', DEADLINE_TEXTS[problem]);
  if (!(await counterRepo.findService(db, store.id, body.productId))) throw fieldError('productId', '找不到這項服務');
  const ticketId = randomUUID();
  return once(
    db,
    scope,
    { key, op: 'sellTicket', target: customer.id, body },
    {
      kind: 'TicketSale',
      customerId: customer.id,
      instrumentId: ticketId,
      money: { subject: 'ServiceTicket', method: body.method, amount: body.price },
    },
    async (tx) => {
      await counterRepo.insertTicket(tx, {
        id: ticketId,
        storeId: store.id,
        customerId: customer.id,
        productId: body.productId,
        name: body.name,
        totalUses: body.totalUses,
        usesLeft: body.totalUses,
        deadlineType: body.deadlineType,
        endTime: body.endTime === null ? null : new Date(body.endTime * 1000),
        createdAt: at(now),
      });
    },
    async (db, id) => toServiceTicket((await counterRepo.findTicketById(db, id))!, now),
    { operation: 'staffSellTicket', entity: 'customer', entityId: customer.id },
  );
}
