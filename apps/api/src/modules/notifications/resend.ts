import type { Db } from '#api/db/client';
import { ApiError } from '#api/http/errors';
import { recordChange } from '#api/modules/audit/service';
import { enqueue } from '#api/modules/jobs/service';
import type { StaffScope } from '#api/modules/scope';
import { visitOf } from './audience';
import { carriesIcs, icsOf, SEND_JOB } from './compose';
import * as repo from './repository';

/** A message as staff see it. */
export const toWire = (n: repo.NotificationRow) => ({
  id: n.id,
  kind: n.kind,
  channel: n.channel,
  to: n.to,
  text: n.text,
  state: n.state,
  error: n.error,
  createdAt: n.createdAt,
  sentAt: n.sentAt,
});

/**
 * POST /staff/messages/resend: a message that failed is queued again (with its calendar file
 * when it carried one), its audit entry in the same transaction. One that left (or is still
 * trying) is not sent twice: it is answered as it is, and nothing changes (no entry).
 */
export async function resendMessage(deps: { db: Db; publicUrl: () => string }, scope: StaffScope, messageId: string) {
  const { store, now } = scope;
  const n = await repo.notificationById(deps.db, messageId);
  if (n?.storeId !== store.id) throw new ApiError('NOT_FOUND');
  if (n.state !== 'failed') return toWire(n);
  const v = n.channel === 'email' && n.orderId && carriesIcs(n.kind) ? await visitOf(deps.db, n.orderId) : null;
  const link = v ? `${deps.publicUrl()}/${store.code}/booking/${v.id}` : '';
  const ics = v ? icsOf(v, n.kind, link, now) : null;
  const after = toWire({ ...n, state: 'queued', error: null });
  await deps.db.transaction(async (tx) => {
    await repo.markNotification(tx, n.id, { state: 'queued', error: null });
    await enqueue(
      tx,
      { name: SEND_JOB, key: `${n.id}:again:${now}`, storeId: store.id, runAt: now, payload: { id: n.id, ics } },
      now,
    );
    await recordChange(tx, scope, {
      operation: 'staffResendMessage',
      entity: 'notification',
      entityId: n.id,
      before: { state: n.state, error: n.error },
      after,
    });
  });
  return after;
}
