import {
  bookingCancelled,
  bookingCreated,
  bookingDetail,
  bookingIdParams,
  bookingListQuery,
  bookingsQuery,
  cancelBookingRequest,
  checkItemsRequest,
  checkoutRequest,
  checkoutSummary,
  createBookingRequest,
  durationRequest,
  durationResult,
  eventChecks,
  successEnvelope,
  updateBookingRequest,
  userNotes as userNotesSchema,
} from '@salon/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { availability, checkItems, checkout, bookingDetail as loadDetail, myBookings, userNotes } from './service';
import { cancelBooking, createBooking, rescheduleBooking } from './writes';

const tags = ['bookings'];
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(200).optional() });

export function bookingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/bookings/duration',
      {
        schema: {
          tags,
          summary: '可預約時段（總時長與開始時間）',
          querystring: bookingsQuery,
          body: durationRequest,
          response: { 200: successEnvelope(durationResult) },
        },
      },
      async (request) => ok(await availability(ctx, request.query.code, request.body, request)),
    );

    app.post(
      '/bookings/checkItems',
      {
        schema: {
          tags,
          summary: '檢查服務項目（需登入）',
          querystring: bookingsQuery,
          body: checkItemsRequest,
          response: { 200: successEnvelope(eventChecks) },
        },
      },
      async (request) => ok(await checkItems(ctx, request.query.code, request.body, request)),
    );

    app.post(
      '/bookings/checkout',
      {
        schema: {
          tags,
          summary: '結帳摘要：價格、訂金、付款方式與取消政策（需登入）',
          querystring: bookingsQuery,
          body: checkoutRequest,
          response: { 200: successEnvelope(checkoutSummary) },
        },
      },
      async (request) => ok(await checkout(ctx, request.query.code, request.body, request)),
    );

    app.post(
      '/bookings',
      {
        schema: {
          tags,
          summary: '建立預約（需登入；支援 idempotency-key）',
          querystring: bookingsQuery,
          headers: idempotencyHeaders,
          body: createBookingRequest,
          response: { 200: successEnvelope(bookingCreated) },
        },
      },
      async (request) =>
        ok(await createBooking(ctx, request.query.code, request.body, request, request.headers['idempotency-key'])),
    );

    app.get(
      '/bookings',
      {
        schema: {
          tags,
          summary: '我的預約（需登入，可依狀態篩選）',
          querystring: bookingListQuery,
          response: { 200: successEnvelope(z.array(bookingDetail)) },
        },
      },
      async (request) => ok(await myBookings(ctx, request.query.code, request.query.status, request)),
    );

    app.get(
      '/bookings/userNotes',
      {
        schema: {
          tags,
          summary: '過去的預約備註（需登入）',
          querystring: bookingsQuery,
          response: { 200: successEnvelope(userNotesSchema) },
        },
      },
      async (request) => ok(await userNotes(ctx, request.query.code, request)),
    );

    app.get(
      '/bookings/:bookingId',
      {
        schema: {
          tags,
          summary: '預約明細（以預約編號查詢）',
          querystring: bookingsQuery,
          params: bookingIdParams,
          response: { 200: successEnvelope(bookingDetail) },
        },
      },
      async (request) => ok(await loadDetail(ctx, request.query.code, request.params.bookingId)),
    );

    app.put(
      '/bookings',
      {
        schema: {
          tags,
          summary: '改期（依取消政策）',
          querystring: bookingsQuery,
          body: updateBookingRequest,
          response: { 200: successEnvelope(bookingCreated) },
        },
      },
      async (request) => ok(await rescheduleBooking(ctx, request.query.code, request.body)),
    );

    app.delete(
      '/bookings',
      {
        schema: {
          tags,
          summary: '取消預約（依取消政策退款）',
          querystring: bookingsQuery,
          body: cancelBookingRequest,
          response: { 200: successEnvelope(bookingCancelled) },
        },
      },
      async (request) => ok(await cancelBooking(ctx, request.query.code, request.body.bookingId)),
    );
  };
}
