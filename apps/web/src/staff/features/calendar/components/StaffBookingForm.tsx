import { can, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Checkbox } from '#web/components/Checkbox';
import { Field } from '#web/components/Field';
import { LoadError } from '#web/components/LoadError';
import { Textarea } from '#web/components/Textarea';
import { SaveCancel } from '#web/staff/components/EditorActions';
import { ChoiceField, InputField, TimeField } from '#web/staff/components/FormFields';
import { CustomerLookup } from '#web/staff/features/customers';
import { timeOn } from '#web/staff/lib/day';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useCreateStaffBooking } from '../api/create-staff-booking';
import { clockOf } from '../grid';
import { offeredServices, type StaffBookingValues, staffBookingBody } from '../staff-booking';

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
 * A staff booking (a phone call, a walk-in): the customer by phone and name, the
 * services the designer gives, designer and start prefilled from the clicked cell. The API checks
 * the time as it does online; its refusals show by field.
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
  const [form, setForm] = useState<StaffBookingValues>({
    walkIn: false,
    customerId: null,
    outsideHours: false,
    phone: '',
    name: '',
    designerId: slot.designerId,
    time: clockOf(slot.minute ?? 11 * 60),
    productIds: [],
    notes: '',
  });
  const [shown, setShown] = useState(false);
  const set = (patch: Partial<StaffBookingValues>) => setForm((f) => ({ ...f, ...patch }));

  const services = menu.data ? offeredServices(menu.data.products, form.designerId) : [];
  const local = {
    name: form.name.trim() ? null : t('staffBooking.nameRequired'),
    phone: form.walkIn || form.customerId || form.phone.trim() ? null : t('staffBooking.phoneRequired'),
    services: form.productIds.length ? null : t('staffBooking.servicesRequired'),
  };
  const { api, err: apiText } = useFieldErrors(create.error);
  const errors = {
    name: (shown && local.name) || apiText('customer.name'),
    phone: (shown && local.phone) || apiText('customer.phone'),
    services: (shown && local.services) || apiText('events'),
    time: apiText('startTime'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (local.name || local.phone || local.services) return;
    const startTime = timeOn(slot.date, form.time, zone);
    create.mutate({ body: staffBookingBody(form, startTime), key }, { onSuccess: onClose });
  };
  const general = create.isError && Object.keys(api).length === 0 ? errorText(create.error, locale) : null;

  return (
    <form className="space-y-4" onSubmit={submit} noValidate>
      {mayFind && !form.walkIn && !form.customerId && (
        <CustomerLookup onPick={(c) => set({ customerId: c.id, name: c.name, phone: c.phone ?? '' })} />
      )}
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
      <div className="grid grid-cols-2 gap-3">
        <ChoiceField
          id="staff-booking-designer"
          label={t('staffBooking.designer')}
          value={form.designerId}
          onChange={(value) => set({ designerId: value, productIds: [] })}
          options={designers.map((d) => ({ value: d.id, label: d.name }))}
        />
        <TimeField
          id="staff-booking-time"
          label={t('staffBooking.time')}
          error={errors.time}
          value={form.time}
          onChange={(text) => set({ time: text })}
        />
      </div>
      <fieldset aria-describedby={errors.services ? 'staff-booking-services-error' : undefined}>
        <legend className="mb-1.5 text-sm font-medium">{t('staffBooking.services')}</legend>
        {menu.isError ? (
          <LoadError error={menu.error} onRetry={() => void menu.refetch()} />
        ) : (
          <ul className="max-h-64 divide-y divide-line overflow-y-auto rounded-xl ring-1 ring-line">
            {services.map((s) => (
              <li key={s.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-600"
                    checked={form.productIds.includes(s.id)}
                    onChange={(e) =>
                      set({
                        productIds: e.target.checked
                          ? [...form.productIds, s.id]
                          : form.productIds.filter((id) => id !== s.id),
                      })
                    }
                  />
                  <span className="min-w-0 flex-1">{s.name}</span>
                  <span className="text-muted tabular-nums">
                    {formatMoney(s.price)} · {t('staffBooking.minutes', { count: s.duration })}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.services && (
          <p id="staff-booking-services-error" className="mt-1.5 text-sm text-red-700">
            {errors.services}
          </p>
        )}
      </fieldset>
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
