// autocannon setupRequest for the pickup-order bench (autocannon's worker thread: plain CommonJS).
// Request n orders one unit of the demo store's shampoo for customer n mod customers, with its own
// idempotency key (as the web sends one); the bench gives the item stock enough for every order.
const { readFileSync } = require('node:fs');
const { randomUUID } = require('node:crypto');

const plan = JSON.parse(readFileSync(process.env.BENCH_PICKUP_PLAN, 'utf8'));
let n = 0;

module.exports = (request) => {
  const i = n++;
  const body = { items: [{ productId: plan.productId, quantity: 1 }], paymentMethod: 'Cash', customerNotes: '' };
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
