import { redirect } from 'react-router';
import { lineOtpLogin } from '#web/features/auth/api/line-otp-login';
import { lineTokenVerify } from '#web/features/auth/api/line-token-verify';
import { runLineLogin } from '#web/features/auth/line-login';
import { openLoginError } from '#web/features/auth/login-error';
import { readLoginSession, updateLoginSession } from '#web/features/auth/login-session';
import { loginPathFor, SIGN_IN_ROUTES } from '#web/features/auth/redirect';
import { nowSeconds } from '#web/lib/clock';
import { initLiff, inLine } from '#web/lib/liff';
import { saveLogin } from '#web/lib/session';
import { activeLogin } from '#web/lib/storage';
import { matchRoutePath } from '../routes';

/** lineTokenVerify's lineLoginId lives 30 minutes (AUTH_LIMITS.lineLoginTtlSeconds). */
const LINE_LOGIN_TTL = 1800;
/** How long the page waits while LINE's login page loads after liff.login(). */
const LINE_LOGIN_WAIT_MS = 10_000;

const runs = new Map<string, ReturnType<typeof runLineLogin>>();

/**
 * The LINE (LIFF) guard, run by the store guard once the store is loaded.
 * Outside LINE, or for a store without a liffId, it returns at once and the LIFF SDK never loads.
 * Once per page load and store: signs in with LINE, or sends a LINE user who is not a customer yet
 * to UserLogin (keeping the LINE proof to bind), or opens the login error dialog.
 */
export async function liffGuard(
  request: Request,
  params: { cname: string; userId: string | null },
  liffId: string | null,
): Promise<void> {
  if (!inLine() || !liffId) return;
  const { cname, userId } = params;
  const url = new URL(request.url);
  let run = runs.get(cname);
  if (run) {
    await run;
    return;
  }
  run = runLineLogin({
    inLine: true,
    liffId,
    signedIn: activeLogin(cname) !== null,
    turnedOff: readLoginSession(cname).lineOff === true,
    href: url.href,
    init: initLiff,
    verify: (lineToken) => lineTokenVerify(cname, lineToken),
    login: (lineLoginId) => lineOtpLogin(cname, lineLoginId),
  });
  runs.set(cname, run);
  const outcome = await run;
  switch (outcome.type) {
    case 'signed-in':
      saveLogin(cname, outcome.login);
      return;
    case 'unknown-customer': {
      updateLoginSession(cname, {
        lineLoginId: outcome.lineLoginId,
        lineLoginExpireTime: nowSeconds() + LINE_LOGIN_TTL,
      });
      const route = matchRoutePath(url.pathname)?.name;
      if (route && SIGN_IN_ROUTES.has(route)) return;
      throw redirect(loginPathFor(url, { cname, userId }));
    }
    case 'failed':
      openLoginError({ code: outcome.code, cname, userId });
      return;
    case 'redirecting':
      await new Promise((resolve) => setTimeout(resolve, LINE_LOGIN_WAIT_MS));
      return;
    default:
      return;
  }
}
