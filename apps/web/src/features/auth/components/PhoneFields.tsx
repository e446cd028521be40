import { useMemo } from 'react';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, fieldIds, inputClass } from '#web/components/Field';
import { Icon } from '#web/components/Icon';
import { type CountryCode, countryOptions, phoneProblem } from '../phone';

export interface PhoneFormValues {
  country: CountryCode;
  phone: string;
}

type Reg = UseFormRegister<PhoneFormValues>;

/**
 * Country code (Taiwan first) and mobile number. The number is checked against the chosen
 * country with libphonenumber-js; a number typed with +code wins over the select.
 */
export function PhoneFields<T extends PhoneFormValues>({
  register,
  errors,
  watch,
  autoFocus,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The form's watch, to show the chosen country's calling code. */
  watch: UseFormWatch<T>;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('auth');
  const reg = register as unknown as Reg;
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const country = (watch as unknown as UseFormWatch<PhoneFormValues>)('country');
  const callingCode = options.find((o) => o.code === country)?.callingCode ?? '886';
  const problem = (errors as FieldErrors<PhoneFormValues>).phone?.message;
  const error = problem ? t(`phone.${problem}`) : null;
  const ids = fieldIds('phone');
  return (
    <div className="space-y-1.5">
      <label htmlFor="phone" className="block text-sm font-medium">
        {t('login.phone')}
      </label>
      <div className="flex gap-2">
        <div className="relative w-[6.25rem] shrink-0 rounded-xl focus-within:ring-2 focus-within:ring-brand-200">
          <label htmlFor="country" className="sr-only">
            {t('login.country')}
          </label>
          {/* The closed select shows just +886; its list names every country. */}
          <span
            aria-hidden
            className="pointer-events-none flex h-12 items-center rounded-xl border border-line bg-white pr-7 pl-3.5 text-base tabular-nums"
          >
            +{callingCode}
          </span>
          <Icon
            name="chevronDown"
            className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted"
          />
          <select
            id="country"
            autoComplete="tel-country-code"
            className="absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
            {...reg('country')}
          >
            {options.map((o) => (
              <option key={o.code} value={o.code}>
                {`${o.name} +${o.callingCode}`}
              </option>
            ))}
          </select>
        </div>
        <input
          id="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          // biome-ignore lint/a11y/noAutofocus: the phone number is the one thing this screen asks for
          autoFocus={autoFocus}
          placeholder={t('login.phonePlaceholder')}
          aria-invalid={!!error}
          aria-describedby={describedBy('phone', false, !!error)}
          className={`${inputClass} min-w-0 flex-1 tabular-nums`}
          {...reg('phone', { validate: (value, values) => phoneProblem(value, values.country) ?? true })}
        />
      </div>
      {error && (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
