import { formatFull, formatMoney } from '@salon/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '#api/context';
import type { ProviderOutcome } from '#api/platform/payments/online';
import { SANDBOX_CARDS, SANDBOX_OTP, type SandboxPayment, type SandboxProvider } from '#api/platform/payments/sandbox';

/**
 * The sandbox provider's hosted pages, served by the API itself (only when the sandbox is
 * configured): a card form (test cards: paid, declined, second step with a one-time code), an ATM
 * virtual account with 立即轉帳, and a LINE Pay-like approval. Each outcome is sent to our callback
 * as a signed request through the router, as a gateway would, and the browser goes back to the
 * order's page.
 */
export function sandboxPages(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const sandbox = ctx.payments.sandbox;
    if (!sandbox) return;
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get<{ Params: { paymentId: string }; Querystring: { lang?: string } }>(
      '/sandbox/pay/:paymentId',
      async (request, reply) => {
        const tx = textsFor(request.query.lang);
        const payment = sandbox.payment(request.params.paymentId);
        if (!payment) return page(reply.code(404), tx, tx.notFound, `<p>${tx.notFoundText}</p>`);
        if (payment.state !== 'pending') return reply.redirect(payment.returnUrl, 303);
        return page(reply, tx, tx.title, paymentForm(payment, tx));
      },
    );

    app.post<{ Params: { paymentId: string }; Querystring: { lang?: string }; Body: Record<string, string> }>(
      '/sandbox/pay/:paymentId',
      async (request, reply) => {
        const tx = textsFor(request.query.lang);
        const payment = sandbox.payment(request.params.paymentId);
        if (!payment) return page(reply.code(404), tx, tx.notFound, `<p>${tx.notFoundText}</p>`);
        const form = request.body ?? {};
        const outcome = outcomeOf(payment, form);
        if (outcome === 'secondStep') return page(reply, tx, tx.otpTitle, otpForm(payment, tx));
        await deliver(app, sandbox, sandbox.settle(payment.paymentId, outcome), ctx.clock.now());
        return reply.redirect(payment.returnUrl, 303);
      },
    );
  };
}

/** What the customer did on the page: pay, be declined, or (the 3-D Secure card) a second step. */
function outcomeOf(payment: SandboxPayment, form: Record<string, string>): ProviderOutcome | 'secondStep' {
  if (form.action === 'cancel') return 'failed';
  if (payment.method === 'ATM' || payment.method === 'LinePayOnline') return form.action === 'pay' ? 'paid' : 'failed';
  if (form.action === 'otp') return form.otp === SANDBOX_OTP ? 'paid' : 'failed';
  const card = (form.card ?? '').replace(/\D/g, '');
  if (card === SANDBOX_CARDS.success) return 'paid';
  if (card === SANDBOX_CARDS.secondStep) return 'secondStep';
  return 'failed';
}

/** The signed callback, through the router as a gateway's request would come. */
async function deliver(app: FastifyInstance, sandbox: SandboxProvider, payment: SandboxPayment, now: number) {
  const { headers, body } = sandbox.callbackFor(payment, now);
  const answer = await app.inject({ method: 'POST', url: '/api/payments/callback/sandbox', headers, payload: body });
  if (answer.statusCode !== 200) app.log.warn({ status: answer.statusCode }, 'sandbox callback refused');
}

type Cards = typeof SANDBOX_CARDS;

/** The page's words in the customer's language (`?lang=en`, which the web adds for English). */
const TEXTS = {
  zh: {
    lang: 'zh-TW',
    title: '沙盒付款',
    titleSuffix: '｜沙盒付款',
    notFound: '找不到這筆付款',
    notFoundText: '這筆付款不存在或已結束。',
    otpTitle: '驗證碼',
    cancel: '取消付款',
    bank: '銀行代碼',
    account: '虛擬帳號',
    transfer: '立即轉帳（沙盒）',
    linePay: 'LINE Pay（沙盒）',
    approve: '核准付款',
    card: '信用卡卡號',
    pay: '付款',
    confirm: '確認',
    testCards: (c: Cards) => `測試卡號：${c.success}（成功）、${c.declined}（拒絕）、${c.secondStep}（需驗證碼）`,
    otp: (code: string) => `簡訊驗證碼（沙盒：${code}）`,
    payBy: (time: string) => `請於 ${time} 前完成付款，逾時未付款將自動失效`,
  },
  en: {
    lang: 'en',
    title: 'Sandbox payment',
    titleSuffix: ' | Sandbox payment',
    notFound: 'Payment not found',
    notFoundText: 'This payment does not exist or has ended.',
    otpTitle: 'Verification code',
    cancel: 'Cancel payment',
    bank: 'Bank code',
    account: 'Virtual account',
    transfer: 'Transfer now (sandbox)',
    linePay: 'LINE Pay (sandbox)',
    approve: 'Approve payment',
    card: 'Card number',
    pay: 'Pay',
    confirm: 'Confirm',
    testCards: (c: Cards) =>
      `Test cards: ${c.success} (succeeds), ${c.declined} (declined), ${c.secondStep} (asks for a code)`,
    otp: (code: string) => `Text message code (sandbox: ${code})`,
    payBy: (time: string) => `Please pay by ${time}; unpaid by then, it lapses`,
  },
};
type Texts = (typeof TEXTS)['zh'];

const textsFor = (lang: string | undefined): Texts => (lang === 'en' ? TEXTS.en : TEXTS.zh);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** What is paid (the order, in the customer's language), how much, and by when (the order's hold, Taipei time). */
function summary(payment: SandboxPayment, tx: Texts): string {
  return `<p class="muted">${escapeHtml(payment.description)}</p><p class="amount">${formatMoney(payment.amount)}</p>
      <p data-testid="pay-by">${tx.payBy(formatFull(payment.payBy))}</p>`;
}

function paymentForm(payment: SandboxPayment, tx: Texts): string {
  const cancel = `<button name="action" value="cancel" class="secondary" formnovalidate>${tx.cancel}</button>`;
  if (payment.method === 'ATM' && payment.atm) {
    return `${summary(payment, tx)}
      <dl><dt>${tx.bank}</dt><dd data-testid="atm-bank">${payment.atm.bankCode}</dd>
      <dt>${tx.account}</dt><dd data-testid="atm-account">${payment.atm.account}</dd></dl>
      <form method="post"><button name="action" value="pay">${tx.transfer}</button>${cancel}</form>`;
  }
  if (payment.method === 'LinePayOnline') {
    return `${summary(payment, tx)}<p>${tx.linePay}</p>
      <form method="post"><button name="action" value="pay">${tx.approve}</button>${cancel}</form>`;
  }
  return `${summary(payment, tx)}
    <form method="post">
      <label for="card">${tx.card}</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
      <p class="muted">${tx.testCards(SANDBOX_CARDS)}</p>
      <button name="action" value="card">${tx.pay}</button>${cancel}
    </form>`;
}

function otpForm(payment: SandboxPayment, tx: Texts): string {
  return `${summary(payment, tx)}
    <form method="post">
      <label for="otp">${tx.otp(SANDBOX_OTP)}</label>
      <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
      <button name="action" value="otp">${tx.confirm}</button>
    </form>`;
}

function page(reply: FastifyReply, tx: Texts, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="${tx.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}${tx.titleSuffix}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f3ef;color:#1f2a24}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.25rem}.muted{color:#5b6660;font-size:.875rem}.amount{font-size:2rem;font-weight:600;margin:.25rem 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;min-height:44px;font-size:1rem;padding:.5rem;border:1px solid #8a958f;border-radius:.5rem}
button{display:block;width:100%;min-height:48px;margin-top:.75rem;font-size:1rem;border:0;border-radius:.75rem;background:#2f5d4a;color:#fff}
button.secondary{background:#fff;color:#2f5d4a;border:1px solid #2f5d4a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dd{margin:0;font-family:monospace;font-size:1.125rem}
</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}
