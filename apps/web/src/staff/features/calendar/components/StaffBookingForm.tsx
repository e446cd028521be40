import { can, GENDERS, type Gender } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { DateTime } from 'luxon';
import { type FormEvent, useRef, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { Field } from '#web/components/Field';
import { LoadError } from '#web/components/LoadError';
import { Textarea } from '#web/components/Textarea';
import { SaveCancel } from '#web/staff/components/EditorActions';
import { ChoiceField, InputField } from '#web/staff/components/FormFields';
import { CustomerLookup, KnownPhone } from '#web/staff/features/customers';
import { dayOf, timeOn } from '#web/staff/lib/day';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useNow, useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useCreateStaffBooking } from '../api/create-staff-booking';
import { clockOf } from '../grid';
import {
  deskServices,
  limitOf,
  picksOffered,
  type StaffBookingValues,
  staffBookingBody,
  togglePick,
} from '../staff-booking';
import { ServicePicker } from './ServicePicker';

/** Where the form opens: a designer's column, a day, and the clicked half hour (null: the button). */
export interface FormSlot {
  designerId: string;
  date: string;
  minute: number | null;
}

/** What the forms of an empty slot take: the slot clicked, the designers, and how to close. */
export interface SlotFormProps {
  slot: FormSlot;
  designers: { id: string; name: string }[];
  onClose: () => void;
}

/**
 * A staff booking (a phone call, a walk-in): the customer by phone and name (or a walk-in by name),
 * the services the designer gives online with their options, the gender where a service needs one,
 * designer (or the first free) and start prefilled from the clicked cell, or now on today's
 * "new booking". Staff book any minute from now on (no lead time, no grid); refusals say why.
 */
export function StaffBookingForm({ slot, designers, onClose }: SlotFormProps) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const code = useStaffCode();
  const zone = useStoreZone();
  const menu = useQuery(serviceMenuQuery(code));
  const create = useCreateStaffBooking(code);
  const [key] = useState(() => crypto.randomUUID());
  const session = useStaffSession();
  const mayGoOutside = can(session.staff.role, 'book:outsideHours:any');
  const mayFind = can(session.staff.role, 'read:customer:any');
  const now = useNow();
  const isToday = slot.date === dayOf(now, zone);
  const nowClock = () => DateTime.fromSeconds(Math.floor(Date.now() / 1000), { zone }).toFormat('HH:mm');
  const [form, setForm] = useState<StaffBookingValues>(() => ({
    walkIn: false,
    customerId: null,
    outsideHours: false,
    phone: '',
    name: '',
    gender: '',
    designerId: slot.designerId,
    time: slot.minute !== null ? clockOf(slot.minute) : isToday ? nowClock() : clockOf(11 * 60),
    picks: [],
    notes: '',
  }));
  const [shown, setShown] = useState(false);
  const set = (patch: Partial<StaffBookingValues>) => setForm((f) => ({ ...f, ...patch }));
  // The time put in as "now" (opened on today, or the 現在 button) and not typed over since: a
  // walk-in starts when the booking is made, so the minute moves on while the form is filled in.
  const [nowTime, setNowTime] = useState<string | null>(() => (slot.minute === null && isToday ? form.time : null));
  const setNow = () => {
    const clock = nowClock();
    setNowTime(clock);
    set({ time: clock });
  };

  const designerIds = designers.map((d) => d.id);
  const services = menu.data ? deskServices(menu.data.products, designerIds, form.designerId) : [];
  // A service limited to one gender asks a walk-in's or a new customer's; a known customer's is on file.
  const asksGender = !form.customerId && limitOf(services, form.picks) !== null;
  const local = {
    name: form.name.trim() ? null : t('staffBooking.nameRequired'),
    phone: form.walkIn || form.customerId || form.phone.trim() ? null : t('staffBooking.phoneRequired'),
    services: form.picks.length ? null : t('staffBooking.servicesRequired'),
    gender: !asksGender || form.gender ? null : t('staffBooking.genderRequired'),
  };
  const { api, err: apiText } = useFieldErrors(create.error);
  const errors = {
    name: (shown && local.name) || apiText('customer.name'),
    phone: (shown && local.phone) || apiText('customer.phone'),
    services: (shown && local.services) || apiText('events'),
    gender: (shown && local.gender) || apiText('customer.gender'),
    time: apiText('startTime'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (local.name || local.phone || local.services || local.gender) return showFirstError();
    const time = nowTime !== null && form.time === nowTime ? nowClock() : form.time;
    const startTime = timeOn(slot.date, time, zone);
    const body = staffBookingBody({ ...form, gender: asksGender ? form.gender : '' }, startTime);
    create.mutate({ body, key }, { onSuccess: onClose, onSettled: showFirstError });
  };
  // The form is taller than the panel: a refusal next to a field scrolled out of sight looked like nothing happened.
  const formRef = useRef<HTMLFormElement>(null);
  const showFirstError = () =>
    requestAnimationFrame(() => {
      const first = formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"], [id$="-error"], [role="alert"]',
      );
      first?.scrollIntoView({ block: 'center' });
      if (first?.matches('input, select, textarea')) first.focus({ preventScroll: true });
    });
  const general = create.isError && Object.keys(api).length === 0 ? errorText(create.error, locale) : null;

  /** A customer of the store chosen (found, or whose phone was typed): the booking is theirs. */
  const pick = (c: { id: string; name: string; phone: string | null }) =>
    set({ customerId: c.id, name: c.name, phone: c.phone ?? '' });

  return (
    <form ref={formRef} className="space-y-4" onSubmit={submit} noValidate>
      {mayFind && !form.walkIn && !form.customerId && <CustomerLookup onPick={pick} />}
      {form.customerId && (
        <div className="flex items-center justify-between gap-3 rounded-xl bg-brand-50 px-3 py-2 text-sm">
          <span data-testid="staff-booking-chosen">
            {t('staffBooking.chosen', { name: form.name, phone: form.phone || t('staffBooking.noPhone') })}
          </span>
          <Button variant="link" onClick={() => set({ customerId: null, name: '', phone: '' })}>
            {t('staffBooking.clear')}
          </Button>
        </div>
      )}
      {!form.customerId && (
        <Checkbox
          id="staff-booking-walk-in"
          label={t('staffBooking.walkIn')}
          checked={form.walkIn}
          onChange={(e) => set({ walkIn: e.target.checked })}
        />
      )}
      {!form.walkIn && !form.customerId && (
        <InputField
          id="staff-booking-phone"
          label={t('staffBooking.phone')}
          error={errors.phone}
          input={{ type: 'tel', autoComplete: 'off' }}
          value={form.phone}
          onChange={(text) => set({ phone: text })}
        />
      )}
      {mayFind && !form.walkIn && !form.customerId && <KnownPhone phone={form.phone} onPick={pick} />}
      {!form.customerId && (
        <InputField
          id="staff-booking-name"
          label={t('staffBooking.name')}
          error={errors.name}
          input={{ autoComplete: 'off' }}
          value={form.name}
          onChange={(text) => set({ name: text })}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <ChoiceField
          id="staff-booking-designer"
          label={t('staffBooking.designer')}
          value={form.designerId}
          onChange={(value) =>
            set({
              designerId: value,
              picks: picksOffered(form.picks, deskServices(menu.data?.products ?? [], designerIds, value)),
            })
          }
          options={[
            ...(designers.length > 1 ? [{ value: '', label: t('staffBooking.firstFree') }] : []),
            ...designers.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <InputField
              id="staff-booking-time"
              label={t('staffBooking.time')}
              error={errors.time}
              input={{ type: 'time', step: 60 }}
              value={form.time}
              onChange={(text) => set({ time: text })}
            />
          </div>
          {isToday && (
            <Button variant="secondary" className="mb-px min-h-11" onClick={setNow}>
              {t('staffBooking.now')}
            </Button>
          )}
        </div>
      </div>
      {menu.isError ? (
        <LoadError error={menu.error} onRetry={() => void menu.refetch()} />
      ) : (
        <ServicePicker
          services={services}
          picks={form.picks}
          onToggle={(pick) => set({ picks: togglePick(form.picks, pick) })}
          error={errors.services}
        />
      )}
      {asksGender && (
        <fieldset aria-describedby={errors.gender ? 'staff-booking-gender-error' : undefined}>
          <legend className="mb-1.5 text-sm font-medium">{t('staffBooking.gender')}</legend>
          <div className="flex flex-wrap gap-2">
            {GENDERS.map((g: Gender) => (
              <label
                key={g}
                className="flex min-h-11 min-w-20 cursor-pointer items-center justify-center rounded-xl px-3 text-sm ring-1 ring-line has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="staff-booking-gender"
                  className="sr-only"
                  checked={form.gender === g}
                  onChange={() => set({ gender: g })}
                />
                {t(`staffBooking.genders.${g}`)}
              </label>
            ))}
          </div>
          {errors.gender && (
            <p id="staff-booking-gender-error" className="mt-1.5 text-sm text-red-700">
              {errors.gender}
            </p>
          )}
        </fieldset>
      )}
      <Field id="staff-booking-notes" label={t('staffBooking.notes')} optional={t('common.optional')}>
        {(control) => (
          <Textarea
            {...control}
            look="field"
            maxLength={500}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
        )}
      </Field>
      {mayGoOutside && (
        <Checkbox
          id="staff-booking-outside-hours"
          label={t('staffBooking.outsideHours')}
          checked={form.outsideHours}
          onChange={(e) => set({ outsideHours: e.target.checked })}
        />
      )}
      <Banner tone="error">{general}</Banner>
      <SaveCancel halves pending={create.isPending} submitLabel={t('staffBooking.submit')} onCancel={onClose} />
    </form>
  );
}
