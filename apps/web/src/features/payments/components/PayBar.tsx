import { BottomBar, BottomBarTotal } from '#web/components/BottomBar';
import { Button } from '#web/components/Button';

/** The bottom bar of a checkout page: what is due, and the button that places the order. */
export function PayBar({
  label,
  totalLabel,
  totalTestId,
  total,
  busy,
  submitLabel,
  submittingLabel,
  submitting,
  disabled,
  onSubmit,
}: {
  label: string;
  totalLabel: string;
  totalTestId: string;
  total: string;
  /** The total is being priced again. */
  busy?: boolean;
  submitLabel: string;
  submittingLabel: string;
  submitting: boolean;
  disabled?: boolean;
  onSubmit: () => void;
}) {
  return (
    <BottomBar label={label}>
      <BottomBarTotal label={totalLabel} testId={totalTestId} busy={busy}>
        {total}
      </BottomBarTotal>
      <Button
        onClick={onSubmit}
        disabled={disabled}
        loading={submitting}
        loadingLabel={submittingLabel}
        className="shrink-0"
      >
        {submitLabel}
      </Button>
    </BottomBar>
  );
}
