// autocannon setupRequest for the booking-creation bench (runs in autocannon's worker thread, so it
// is a plain CommonJS file). Request n books the 30-minute service with no preference at start
// n mod starts, for customer n mod customers, with its own idempotency key (as the web sends one).
const { readFileSync } = require('node:fs');
const { randomUUID } = require('node:crypto');

const plan = JSON.parse(readFileSync(process.env.BENCH_BOOKING_PLAN, 'utf8'));
let n = 0;

module.exports = (request) => {
  const i = n++;
  const body = {
    events: [{ productId: 'care', userId: null }],
    startTime: plan.starts[i % plan.starts.length],
    customerCount: 1,
    parallel: false,
    customerNotes: '',
    paymentMethod: 'Cash',
    isAgree: true,
  };
  return {
    ...request,
    body: JSON.stringify(body),
    headers: {
      ...request.headers,
      'access-token': plan.tokens[i % plan.tokens.length],
      'idempotency-key': randomUUID(),
    },
  };
};
