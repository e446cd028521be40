// autocannon setupRequest for the booking-creation bench (runs in autocannon's worker thread, so it
// is a plain CommonJS file). Requests go to the booking stores in turn: request n books store
// n mod stores, the 30-minute service with no preference at start k mod starts (k = n div stores),
// for its customer k mod customers, with its own idempotency key (as the web sends one).
const { readFileSync } = require('node:fs');
const { randomUUID } = require('node:crypto');

const plan = JSON.parse(readFileSync(process.env.BENCH_BOOKING_PLAN, 'utf8'));
let n = 0;

module.exports = (request) => {
  const i = n++;
  const store = plan.stores[i % plan.stores.length];
  const k = Math.floor(i / plan.stores.length);
  const body = {
    events: [{ productId: 'care', userId: null }],
    startTime: plan.starts[k % plan.starts.length],
    customerCount: 1,
    parallel: false,
    customerNotes: '',
    paymentMethod: 'Cash',
    isAgree: true,
  };
  return {
    ...request,
    path: `/api/bookings?code=${store.code}`,
    body: JSON.stringify(body),
    headers: {
      ...request.headers,
      'access-token': store.tokens[k % store.tokens.length],
      'idempotency-key': randomUUID(),
    },
  };
};
