/**
 * What of an error may go to the log. Database errors carry the failed query and its bound values
 * (drizzle: `query`, `params`, a message quoting both; pg: `detail` such as
 * "Key (email)=(a@b.c) already exists", `where`, `hint`); a sender's or a verifier's message may
 * quote a phone, an address or a token. The log keeps the kind of failure and where it happened:
 * type, code (SQLSTATE or errno), constraint name and the stack frames, never a message.
 */
export type SafeError = {
  type: string;
  /** Type and code only (pino's shape wants a message; the real one may quote values). */
  message: string;
  code?: string;
  constraint?: string;
  /** Frames only; empty when there are none. */
  stack: string;
  cause?: SafeError;
};

/** Codes are short identifiers (SQLSTATE, ECONNRESET, FST_ERR_...), never free text. */
const CODE = /^[A-Za-z0-9_]{1,64}$/;
/** Constraint names are identifiers of the schema (users_store_email_unique). */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** The stack's frames only ("    at fn (file:line)"): the first lines repeat the message. */
function safeStack(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8);
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function safeError(error: unknown, depth = 0): SafeError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: typeof error, stack: '' };
  const e = error as {
    name?: unknown;
    type?: unknown;
    code?: unknown;
    constraint?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  // `type` when the error went through here already (a caller's safeError, then the serializer's).
  const name = e.name ?? e.type;
  const type = typeof name === 'string' && CODE.test(name) ? name : (error.constructor?.name ?? 'Error');
  const code =
    typeof e.code === 'string' && CODE.test(e.code) ? e.code : typeof e.code === 'number' ? String(e.code) : undefined;
  const out: SafeError = { type, message: code ? `${type} ${code}` : type, stack: safeStack(e.stack) ?? '' };
  if (code) out.code = code;
  if (typeof e.constraint === 'string' && IDENTIFIER.test(e.constraint)) out.constraint = e.constraint;
  if (e.cause && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}
