import { formatDurationRange, formatPriceRange, shownText } from '@salon/domain';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import type { DeskService, ServicePick } from '../staff-booking';

interface ServicePickerProps {
  services: DeskService[];
  picks: ServicePick[];
  onToggle: (pick: ServicePick) => void;
  error: string | null;
}

/**
 * The designer's services as online (their price and minutes), each a 44-px row to tick; a service
 * with options lists its options under its name instead, one of them to tick.
 */
export function ServicePicker({ services, picks, onToggle, error }: ServicePickerProps) {
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const picked = (productId: string, subItemId: string | null) =>
    picks.some((p) => p.productId === productId && p.subItemId === subItemId);
  const terms = (s: { price: number; duration: number; priceMax?: number; durationMax?: number }) =>
    `${formatPriceRange(s.price, s.priceMax ?? s.price)} · ${formatDurationRange(s.duration, s.durationMax ?? s.duration, locale)}`;
  const row = (
    key: string,
    label: string,
    detail: string,
    productId: string,
    subItemId: string | null,
    indent = false,
  ) => (
    <li key={key}>
      <label
        className={`flex min-h-11 cursor-pointer items-center gap-3 py-2 pr-3 text-sm ${indent ? 'pl-8' : 'pl-3'}`}
      >
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-600"
          data-testid={`service-${productId}${subItemId ? `-${subItemId}` : ''}`}
          checked={picked(productId, subItemId)}
          onChange={() => onToggle({ productId, subItemId })}
        />
        <span className="min-w-0 flex-1">{label}</span>
        <span className="shrink-0 text-muted tabular-nums">{detail}</span>
      </label>
    </li>
  );
  return (
    <fieldset aria-describedby={error ? 'staff-booking-services-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('staffBooking.services')}</legend>
      <ul className="max-h-72 divide-y divide-line overflow-y-auto rounded-xl ring-1 ring-line">
        {services.map((s) =>
          s.options.length === 0 ? (
            row(s.id, shownText(s, locale).name, terms(s), s.id, null)
          ) : (
            <li key={s.id}>
              <p className="px-3 pt-2 text-sm font-medium" id={`service-options-${s.id}`}>
                {shownText(s, locale).name}{' '}
                <span className="font-normal text-muted">· {t('staffBooking.chooseOption')}</span>
              </p>
              <ul aria-labelledby={`service-options-${s.id}`}>
                {s.options.map((o) => row(`${s.id}-${o.id}`, shownText(o, locale).name, terms(o), s.id, o.id, true))}
              </ul>
            </li>
          ),
        )}
      </ul>
      {error && (
        <p id="staff-booking-services-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
