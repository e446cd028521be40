import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '#web/components/Dialog';

/** Sign-in worked but binding the LINE account did not: say so, then go on to where sign-in leads. */
export interface BindFailure {
  message: string;
  destination: string;
}

export function LineBindFailedDialog({ failure }: { failure: BindFailure | null }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <Dialog
      open={failure !== null}
      role="alertdialog"
      dismissible={false}
      config={{
        title: t('line.bindFailedTitle'),
        description: failure?.message,
        buttons: {
          submit: {
            text: t('line.continue'),
            fn: () => {
              if (failure) navigate(failure.destination, { replace: true });
            },
          },
        },
      }}
    />
  );
}
