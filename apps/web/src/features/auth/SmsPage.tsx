import type { SendType } from '@salon/domain';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pathTo, type RouteName } from '#web/app/routes';
import { useStoreParams } from '#web/app/use-store-params';
import { Banner } from '#web/components/Banner';
import { Button, ButtonLink } from '#web/components/Button';
import { fieldIds } from '#web/components/Field';
import { ApiError, retryAfterOf } from '#web/lib/api';
import { nowSeconds } from '#web/lib/clock';
import { saveLogin } from '#web/lib/session';
import { sendValidateCode } from './api/send-validate-code';
import { loginOf, validatePhoneNumber } from './api/validate-phone-number';
import { completeSignIn } from './complete';
import { type BindFailure, LineBindFailedDialog } from './components/LineBindFailedDialog';
import { OtpInput } from './components/OtpInput';
import { CardHeading } from './components/ui';
import { authErrorMessage } from './errors';
import { type LoginPurpose, type LoginSession, readLoginSession, updateLoginSession } from './login-session';
import { secondsUntil } from './otp';
import { formatPhone } from './phone';

/** Where each sign-in path started (its phone entry) and where it goes once the phone is verified. */
const START: Record<LoginPurpose, RouteName> = {
  signIn: 'UserLogin',
  password: 'AuthEmailForget',
  email: 'AuthEmailChange',
};

/** Codes after which this code cannot work any more: ask for a new one. */
const DEAD_CODE = new Set(['OTP_EXPIRED', 'OTP_LOCKED', 'OTP_NOT_SENT']);

/**
 * Seconds left until `until` (unix s). Re-renders every second only while the countdown runs: no
 * timer before a code is sent or once the wait is over. Read from the clock at each render, so a
 * new `until` (a code sent again) counts from now at once.
 */
function useSecondsLeft(until: number | undefined): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const left = secondsUntil(until, nowSeconds());
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [running]);
  return left;
}

/** Sms: the code screen of every sign-in path. The route guard makes sure a code was asked for. */
export default function SmsPage() {
  const { t } = useTranslation('auth');
  const { cname, userId } = useStoreParams();
  const base = { cname, userId };
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [session, setSession] = useState<LoginSession>(() => readLoginSession(cname));
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<{ message: string; dead: boolean } | null>(null);
  const [status, setStatus] = useState<string | null>(() =>
    (location.state as { tooSoon?: boolean } | null)?.tooSoon ? t('apiErrors.OTP_TOO_SOON') : null,
  );
  const [dailyLimit, setDailyLimit] = useState(false);
  const [bindError, setBindError] = useState<BindFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submitted = useRef<string | null>(null);

  const phone = session.phoneE164 ?? '';
  const sent = session.sent;
  const purpose = session.purpose ?? 'signIn';
  const sendType: SendType = sent?.sendType ?? 'sms';
  const wait = useSecondsLeft(sent?.resendAt);
  const ids = fieldIds('otp');

  useEffect(() => {
    input.current?.focus();
  }, []);

  const verify = async (value: string) => {
    if (verifying || value.length !== 6 || submitted.current === value) return;
    submitted.current = value;
    setVerifying(true);
    setError(null);
    setStatus(null);
    try {
      const result = await validatePhoneNumber(cname, phone, value);
      const login = loginOf(result);
      updateLoginSession(cname, {
        authToken: result.authToken,
        authTokenExpireTime: result.authTokenExpireTime,
        exists: result.exists,
      });
      if (purpose !== 'signIn') {
        if (login) saveLogin(cname, login);
        navigate(pathTo(START[purpose], base, search), { replace: true });
        return;
      }
      if (!login) {
        navigate(pathTo('Register', base, search), { replace: true });
        return;
      }
      setStatus(t('code.signedIn'));
      const done = await completeSignIn(base, login, search);
      if (done.bindError) {
        setBindError({ message: authErrorMessage(done.bindError, t), destination: done.destination });
        return;
      }
      navigate(done.destination, { replace: true });
    } catch (e) {
      const dead = e instanceof ApiError && DEAD_CODE.has(e.status);
      setError({ message: authErrorMessage(e, t), dead });
      setStatus(null);
      setCode('');
      submitted.current = null;
      input.current?.focus();
    } finally {
      setVerifying(false);
    }
  };

  const onCode = (value: string) => {
    setCode(value);
    if (error && value) setError((current) => (current?.dead ? current : null));
    if (value.length === 6) void verify(value);
  };

  const resend = async (type: SendType = sendType) => {
    if (resending || !phone) return;
    setResending(true);
    setError(null);
    setStatus(null);
    try {
      const r = await sendValidateCode(cname, phone, type);
      const next = updateLoginSession(cname, {
        sent: { sendType: r.sendType, to: r.to, expireTime: r.expireTime, resendAt: nowSeconds() + r.resendAfter },
      });
      setSession(next);
      setCode('');
      submitted.current = null;
      setStatus(t('code.resent'));
      input.current?.focus();
    } catch (e) {
      const retryAfter = retryAfterOf(e);
      if (e instanceof ApiError && e.status === 'OTP_TOO_SOON' && retryAfter && sent) {
        setSession(updateLoginSession(cname, { sent: { ...sent, resendAt: nowSeconds() + retryAfter } }));
      }
      if (e instanceof ApiError && e.status === 'OTP_DAILY_LIMIT') setDailyLimit(true);
      setError({ message: authErrorMessage(e, t), dead: false });
    } finally {
      setResending(false);
    }
  };

  const destination = sendType === 'email' ? sent?.to || session.email || '' : formatPhone(phone);
  const otherChannel: SendType | null = sendType === 'sms' ? (session.email ? 'email' : null) : 'sms';

  return (
    <>
      <CardHeading
        title={t('code.title')}
        intro={
          <>
            {t(sendType === 'email' ? 'code.sentEmail' : 'code.sentSms')}{' '}
            <strong className="font-semibold whitespace-nowrap text-ink tabular-nums" data-testid="code-destination">
              {destination}
            </strong>
          </>
        }
      />
      <form
        noValidate
        aria-busy={verifying}
        onSubmit={(e) => {
          e.preventDefault();
          if (code.length !== 6) {
            setError({ message: t('code.required'), dead: false });
            input.current?.focus();
            return;
          }
          submitted.current = null;
          void verify(code);
        }}
        className="space-y-4"
      >
        <div className="space-y-2">
          <label htmlFor="otp" className="block text-sm font-medium">
            {t('code.label')}
          </label>
          <OtpInput
            ref={input}
            id="otp"
            value={code}
            onChange={onCode}
            invalid={!!error}
            busy={verifying}
            describedBy={[ids.hint, error ? ids.error : null].filter(Boolean).join(' ')}
          />
          <p id={ids.hint} className="text-xs leading-relaxed text-muted">
            {t('code.hint')}
          </p>
        </div>
        <div id={ids.error}>
          {/* A dead code's message already says to get a new one: said once. */}
          <Banner tone="error">{error?.message ?? null}</Banner>
        </div>
        <Button type="submit" size="lg" block loading={verifying} loadingLabel={t('code.verifying')}>
          {t('code.submit')}
        </Button>
        <Banner tone="success">{status}</Banner>
      </form>

      <div className="mt-5 flex flex-col items-center gap-1 border-t border-line/70 pt-4 text-sm">
        <Button
          variant="link"
          onClick={() => void resend()}
          disabled={wait > 0 || dailyLimit}
          loading={resending}
          loadingLabel={t('code.resending')}
          data-testid="resend"
        >
          {wait > 0 ? <span className="tabular-nums">{t('code.resendIn', { seconds: wait })}</span> : t('code.resend')}
        </Button>
        {otherChannel && (
          <Button
            variant="link"
            onClick={() => void resend(otherChannel)}
            disabled={wait > 0 || resending || dailyLimit}
          >
            {otherChannel === 'email' ? t('code.useEmail', { email: session.email }) : t('code.useSms')}
          </Button>
        )}
        <ButtonLink to={pathTo(START[purpose], base, search)} variant="mutedLink" replace>
          {t('code.changePhone')}
        </ButtonLink>
      </div>

      <LineBindFailedDialog failure={bindError} />
    </>
  );
}
