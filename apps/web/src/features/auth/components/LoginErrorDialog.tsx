import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '#web/app/routes';
import { Dialog } from '#web/components/Dialog';
import { logoutLiff } from '#web/lib/liff';
import { loginErrorKind, loginErrorText } from '../errors';
import { closeLoginError, type LoginErrorState } from '../login-error';
import { updateLoginSession } from '../login-session';

/**
 * The LINE login error dialog: the title by error code, the text to
 * contact the shop, one button 重新整理. It cannot be closed by the backdrop (or Escape). The
 * button reloads the page; for LINE_UNAUTHORIZED it first logs out of LINE, then goes to UserLogin
 * with a redirect to the current path (LINE sign-in is not tried again in this tab).
 */
export default function LoginErrorDialog({ error }: { error: LoginErrorState }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const text = loginErrorText(error.code, t);

  const refresh = async () => {
    if (loginErrorKind(error.code) !== 'lineUnauthorized') {
      window.location.reload();
      return false;
    }
    await logoutLiff();
    updateLoginSession(error.cname, { lineOff: true });
    closeLoginError();
    const base = { cname: error.cname, userId: error.userId };
    navigate(pathTo('UserLogin', base, { redirectUri: `${location.pathname}${location.search}` }));
    return false;
  };

  return (
    <Dialog
      open
      role="alertdialog"
      dismissible={false}
      testId="login-error-dialog"
      config={{
        title: text.title,
        description: text.description,
        buttons: { submit: { text: text.button, fn: refresh } },
      }}
    />
  );
}
