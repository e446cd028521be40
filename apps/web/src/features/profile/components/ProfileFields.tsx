import { dayOptions, type Gender } from '@salon/domain';
import { type ComponentProps, useEffect, useMemo } from 'react';
import {
  type Control,
  type FieldError,
  type FieldErrors,
  type UseFormRegister,
  useController,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, fieldIds, inputClass, selectClass } from '#web/components/Field';
import {
  BIRTH_MIN_YEAR,
  type BirthFields,
  emailProblem,
  GENDER_OPTIONS,
  genderProblem,
  lastNameProblem,
  type Problem,
  parseBirth,
  todayIn,
} from '../validation';

/**
 * The customer's own fields (name, gender, birthday, e-mail), shared by registration and the
 * profile editor. Error messages are stored as message keys and translated when shown, so they
 * follow a language switch.
 */

export interface ProfileFormValues {
  lastName: string;
  gender: Gender | '';
  birth: BirthFields;
  email: string;
}

type AnyProfileForm = Partial<ProfileFormValues>;

/** A validator for react-hook-form from one of the pure rules: true or the message key. */
const rule = (problem: Problem): true | string => (problem ? JSON.stringify(problem) : true);

/** The text of a field error made by `rule` (or by setError with a plain message, e.g. from the API). */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return (error: FieldError | undefined): string | null => {
    const message = error?.message;
    if (!message) return null;
    try {
      const problem = JSON.parse(message) as NonNullable<Problem>;
      return t(problem.key, problem.values);
    } catch {
      return message;
    }
  };
}

interface FieldProps<T extends AnyProfileForm> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/**
 * The birthday field also needs the store's time zone ("today", the latest birthday, is the
 * store's) and the form's control: the days offered follow the chosen year and month.
 */
interface BirthFieldProps<T extends AnyProfileForm> extends FieldProps<T> {
  control: Control<T>;
  timeZone: string;
}

// The forms share these field names; the casts keep one implementation for both forms' value types.
type Reg = UseFormRegister<AnyProfileForm>;
type Errs = FieldErrors<AnyProfileForm>;
type Ctrl = Control<AnyProfileForm>;

const chosenNumber = (value: string | undefined): number | null => (value ? Number(value) : null);

/** Message keys of the birthday's three selects: `fields.<key>` labels them, `<key>Placeholder` is the empty choice. */
const BIRTH_PART_KEYS = { year: 'birthYear', month: 'birthMonth', date: 'birthDate' } as const;

export function LastNameField<T extends AnyProfileForm>(props: FieldProps<T>) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const register = props.register as unknown as Reg;
  const error = text((props.errors as Errs).lastName);
  return (
    <Field id="lastName" label={t('fields.lastName')} hint={t('fields.lastNameHint')} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          autoComplete="name"
          placeholder={t('fields.lastNamePlaceholder')}
          className={inputClass}
          {...register('lastName', { validate: (value) => rule(lastNameProblem(String(value ?? ''))) })}
        />
      )}
    </Field>
  );
}

export function GenderField<T extends AnyProfileForm>(props: FieldProps<T>) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const register = props.register as unknown as Reg;
  const error = text((props.errors as Errs).gender as FieldError | undefined);
  const ids = fieldIds('gender');
  return (
    <fieldset aria-describedby={error ? ids.error : undefined} className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium">{t('fields.gender')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {GENDER_OPTIONS.map((value) => (
          <label key={value} className="relative">
            <input
              type="radio"
              value={value}
              aria-invalid={!!error}
              className="peer sr-only"
              {...register('gender', { validate: (v) => rule(genderProblem(v)) })}
            />
            <span className="flex h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white text-sm font-medium transition peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-checked:ring-1 peer-checked:ring-brand-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-300">
              {t(`gender.${value}`)}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function BirthField<T extends AnyProfileForm>(props: BirthFieldProps<T>) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const register = props.register as unknown as Reg;
  const control = props.control as unknown as Ctrl;
  const errors = (props.errors as Errs).birth;
  const error = text(errors?.date ?? errors?.year ?? errors?.month);
  const ids = fieldIds('birth');
  const today = useMemo(() => todayIn(props.timeZone), [props.timeZone]);
  const years = useMemo(
    () => Array.from({ length: today.year - BIRTH_MIN_YEAR + 1 }, (_, i) => today.year - i),
    [today.year],
  );
  const validateBirth = (_: unknown, values: AnyProfileForm) =>
    rule(parseBirth(values.birth ?? { year: '', month: '', date: '' }, today).problem);
  const [year, month] = useWatch({ control, name: ['birth.year', 'birth.month'] });
  const days = dayOptions(chosenNumber(year), chosenNumber(month));
  const { field: dateField } = useController({ control, name: 'birth.date', rules: { validate: validateBirth } });
  // A day the newly chosen month does not have (31 after switching to April) is cleared, not kept out of sight.
  const lastDay = days.length;
  useEffect(() => {
    if (Number(dateField.value) > lastDay) dateField.onChange('');
  }, [lastDay, dateField]);

  const describedBy = error ? ids.error : undefined;
  const select = (
    part: keyof BirthFields,
    choices: { value: number; label: string }[],
    control: ComponentProps<'select'>,
  ) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`birth-${part}`} className="sr-only">
        {t(`fields.${BIRTH_PART_KEYS[part]}`)}
      </label>
      <select
        id={`birth-${part}`}
        aria-invalid={!!error}
        aria-describedby={describedBy}
        className={selectClass}
        {...control}
      >
        <option value="">{t(`fields.${BIRTH_PART_KEYS[part]}Placeholder`)}</option>
        {choices.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  return (
    <fieldset aria-describedby={describedBy} className="space-y-1.5">
      <legend className="mb-1.5 flex items-baseline gap-2 text-sm font-medium">
        {t('fields.birth')}
        <span className="text-xs font-normal text-muted">{t('common.optional')}</span>
      </legend>
      <div className="flex gap-2">
        {select(
          'year',
          years.map((y) => ({ value: y, label: t('fields.yearOption', { year: y }) })),
          register('birth.year', { deps: ['birth.date'] }),
        )}
        {select(
          'month',
          months.map((m) => ({ value: m, label: t('fields.monthOption', { month: m }) })),
          register('birth.month', { deps: ['birth.date'] }),
        )}
        {select(
          'date',
          days.map((date) => ({ value: date, label: t('fields.dateOption', { date }) })),
          { ...dateField, value: dateField.value ?? '' },
        )}
      </div>
      {error && (
        <p id={ids.error} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function EmailField<T extends AnyProfileForm>(props: FieldProps<T> & { required?: boolean }) {
  const { t } = useTranslation('auth');
  const text = useErrorText();
  const register = props.register as unknown as Reg;
  const error = text((props.errors as Errs).email);
  return (
    <Field
      id="email"
      label={t('fields.email')}
      optional={props.required ? undefined : t('common.optional')}
      hint={t('fields.emailHint')}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('fields.emailPlaceholder')}
          className={inputClass}
          {...register('email', { validate: (value) => rule(emailProblem(String(value ?? ''), props.required)) })}
        />
      )}
    </Field>
  );
}

/** The form field an API field error belongs to (`registerInfo.birth.date` → `birth.date`), or null. */
export function formFieldOf(apiField: string): 'lastName' | 'gender' | 'email' | 'birth.date' | null {
  const [first] = apiField.replace(/^registerInfo\./, '').split('.');
  if (first === 'lastName' || first === 'gender' || first === 'email') return first;
  return first === 'birth' ? 'birth.date' : null;
}
