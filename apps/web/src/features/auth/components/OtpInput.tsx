import { forwardRef, useState } from 'react';
import { codeDigits } from '../otp';

interface Props {
  id: string;
  value: string;
  onChange: (code: string) => void;
  length?: number;
  invalid?: boolean;
  describedBy?: string;
  /** While a code is being checked: the input keeps focus but takes no typing. */
  busy?: boolean;
}

/**
 * One real input for the whole code — autocomplete="one-time-code" (the phone offers the code from
 * the SMS), numeric keyboard, paste of "123 456" or a whole message — drawn as six boxes. The boxes
 * are decoration; screen readers and tests use the input.
 */
export const OtpInput = forwardRef<HTMLInputElement, Props>(function OtpInput(
  { id, value, onChange, length = 6, invalid, describedBy, busy },
  ref,
) {
  const [focused, setFocused] = useState(false);
  const active = Math.min(value.length, length - 1);
  return (
    <div className="relative">
      <div aria-hidden className="grid grid-cols-6 gap-2">
        {Array.from({ length }, (_, i) => (
          <span
            key={i}
            className={`grid h-14 place-items-center rounded-xl border bg-white text-2xl font-semibold tabular-nums transition ${
              invalid
                ? 'border-red-400'
                : focused && i === active
                  ? 'border-brand-600 ring-2 ring-brand-200'
                  : value[i]
                    ? 'border-brand-300'
                    : 'border-line'
            }`}
          >
            {value[i] ?? ''}
          </span>
        ))}
      </div>
      <input
        ref={ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        spellCheck={false}
        value={value}
        readOnly={busy}
        aria-busy={busy || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        onChange={(e) => onChange(codeDigits(e.target.value, length))}
        onPaste={(e) => {
          const pasted = codeDigits(e.clipboardData.getData('text'), length);
          if (!pasted) return;
          e.preventDefault();
          onChange(pasted);
        }}
        className="absolute inset-0 size-full cursor-text rounded-xl bg-transparent text-transparent caret-transparent selection:bg-transparent focus:outline-none"
      />
    </div>
  );
});
