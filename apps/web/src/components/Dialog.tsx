import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant, iconButtonClass } from './Button';

type DialogButtonType = 'primary' | 'secondary' | 'danger' | 'text';

/** One button of a dialog: whether it shows, its text, its look (type) and what it does (fn). */
export interface DialogButton {
  /** Defaults to true when the button is given. */
  show?: boolean;
  /** Defaults to 確定 (submit), 取消 (cancel); extra needs its own text. */
  text?: string;
  /** Looks: submit defaults to primary, cancel to secondary, extra to text. */
  type?: DialogButtonType;
  /**
   * Runs on click. The dialog closes afterwards unless fn returns false (or a promise of false); while
   * a promise is pending the buttons are disabled and this one shows that it is working. A rejected
   * promise keeps the dialog open.
   */
  fn?: () => unknown;
}

interface DialogConfig {
  title: string;
  description?: ReactNode;
  buttons?: { submit?: DialogButton; cancel?: DialogButton; extra?: DialogButton };
}

export interface DialogProps {
  open: boolean;
  /** Called with false when the dialog closes (a button, or Escape/backdrop/✕ when dismissible). */
  onOpenChange?: (open: boolean) => void;
  config: DialogConfig;
  /**
   * true (default): Escape, a click on the backdrop and the ✕ button close it. false: only its own
   * buttons do — for dialogs the user must answer (e.g. the login error dialog).
   */
  dismissible?: boolean;
  /** alertdialog for errors and confirmations that interrupt the user; dialog otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Extra content between the description and the buttons. */
  children?: ReactNode;
  /** data-testid of the dialog panel. */
  testId?: string;
}

const VARIANT: Record<DialogButtonType, ButtonVariant> = {
  primary: 'primary',
  secondary: 'secondary',
  danger: 'danger',
  text: 'link',
};

type Slot = 'submit' | 'cancel' | 'extra';
const DEFAULT_TYPE: Record<Slot, DialogButtonType> = { submit: 'primary', cancel: 'secondary', extra: 'text' };

/**
 * An accessible modal dialog (Radix): focus moves into it and stays there, Escape and the backdrop
 * close it only when `dismissible`, the title and description are announced. Configured like the
 * spec's dialogs: `{title, description, buttons: {submit, cancel, extra}}`.
 */
export function Dialog({
  open,
  onOpenChange,
  config,
  dismissible = true,
  role = 'dialog',
  children,
  testId,
}: DialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<Slot | null>(null);

  const close = () => onOpenChange?.(false);
  const run = async (slot: Slot, button: DialogButton) => {
    if (busy) return;
    let keepOpen = false;
    try {
      const value = button.fn?.();
      if (value instanceof Promise) {
        setBusy(slot);
        keepOpen = (await value) === false;
      } else keepOpen = value === false;
    } catch {
      keepOpen = true;
    } finally {
      setBusy(null);
    }
    if (!keepOpen) close();
  };

  const buttons = config.buttons ?? {};
  const visible = (slot: Slot) => {
    const button = buttons[slot];
    return button && button.show !== false ? button : null;
  };
  const render = (slot: Slot, button: DialogButton) => {
    const type = button.type ?? DEFAULT_TYPE[slot];
    const text = button.text ?? (slot === 'cancel' ? t('dialog.cancel') : t('dialog.submit'));
    return (
      <Button
        key={slot}
        variant={VARIANT[type]}
        data-slot={slot}
        disabled={busy !== null}
        loading={busy === slot}
        onClick={() => void run(slot, button)}
        className="flex-1"
      >
        {text}
      </Button>
    );
  };
  const submit = visible('submit');
  const cancel = visible('cancel');
  const extra = visible('extra');

  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next || dismissible ? onOpenChange?.(next) : undefined)}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <RadixDialog.Content
          role={role}
          data-testid={testId}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl ring-1 ring-line focus:outline-none"
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold leading-snug">{config.title}</RadixDialog.Title>
          {config.description ? (
            <RadixDialog.Description className="mt-2 text-sm leading-relaxed whitespace-pre-line text-muted">
              {config.description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{config.title}</RadixDialog.Description>
          )}
          {children && <div className="mt-4">{children}</div>}
          {(submit || cancel || extra) && (
            <div className="mt-6 flex flex-col gap-2">
              <div className="flex gap-2">
                {cancel && render('cancel', cancel)}
                {submit && render('submit', submit)}
              </div>
              {extra && render('extra', extra)}
            </div>
          )}
          {dismissible && (
            <RadixDialog.Close aria-label={t('dialog.close')} className={`absolute top-2 right-2 ${iconButtonClass}`}>
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
              >
                <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
