import { z } from 'zod';
import { storeCodeQuery } from '../auth';
import { customerIdParams } from '../back-office';
import {
  adjustValueCardBody,
  cardStateBody,
  issueVoucherBody,
  sellTicketBody,
  sellValueCardBody,
  staffValueCard,
  staffWallet,
  topUpBody,
  valueCardIdParams,
} from '../staff-wallet';
import { serviceTicket, walletVoucher } from '../wallet';
import type { EndpointSchemas } from './endpoint-schemas';

/** A key the web sends once per form, so a double click makes one move. */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });
const keyed = { query: storeCodeQuery, headers: idempotencyHeaders };

/** Schemas of the wallet's counter operations. */
export const staffWalletSchemas = {
  staffCustomerWallet: { query: storeCodeQuery, params: customerIdParams, response: staffWallet },
  staffSellValueCard: { ...keyed, params: customerIdParams, body: sellValueCardBody, response: staffValueCard },
  staffTopUpValueCard: { ...keyed, params: valueCardIdParams, body: topUpBody, response: staffValueCard },
  staffAdjustValueCard: { ...keyed, params: valueCardIdParams, body: adjustValueCardBody, response: staffValueCard },
  staffValueCardState: { ...keyed, params: valueCardIdParams, body: cardStateBody, response: staffValueCard },
  staffIssueVoucher: { ...keyed, params: customerIdParams, body: issueVoucherBody, response: walletVoucher },
  staffSellTicket: { ...keyed, params: customerIdParams, body: sellTicketBody, response: serviceTicket },
} satisfies Record<string, EndpointSchemas>;
