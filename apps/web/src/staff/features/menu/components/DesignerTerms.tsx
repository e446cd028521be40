import { Checkbox } from '#web/components/Checkbox';
import { inputClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/lib/i18n';
import { type DesignerRow, providerIndex, type ServiceForm } from '../service-form';

const cell = `${inputClass} h-11 px-2 text-sm`;

/**
 * Who provides the service and at what terms: the assigned-only switch (isAssigned), then a row
 * per designer with whether they provide it (isProvided) and their own price and minutes (off:
 * useDefault, the service's own).
 */
export function DesignerTerms({
  form,
  onChange,
  error,
}: {
  form: ServiceForm;
  onChange: (form: ServiceForm) => void;
  error: (path: string) => string | null;
}) {
  const { t } = useStaffT();
  const put = (userId: string, patch: Partial<DesignerRow>) =>
    onChange({ ...form, designers: form.designers.map((d) => (d.userId === userId ? { ...d, ...patch } : d)) });
  return (
    <fieldset className="space-y-2" data-testid="designer-terms">
      <legend className="text-sm font-medium">{t('menu.designers')}</legend>
      <Checkbox
        id="service-assigned"
        label={t('menu.assignedOnly')}
        checked={form.isAssigned}
        onChange={(e) => onChange({ ...form, isAssigned: e.target.checked })}
        error={error('isAssigned')}
      />
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted">
            <th scope="col" className="py-1 font-medium">
              {t('menu.designer')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('menu.ownTerms')}
            </th>
            <th scope="col" className="w-20 py-1 font-medium">
              {t('menu.price')}
            </th>
            <th scope="col" className="w-20 py-1 font-medium">
              {t('menu.minutes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {form.designers.map((d) => {
            const i = providerIndex(form, d.userId);
            const rowError =
              i >= 0
                ? (error(`providers.${i}`) ?? error(`providers.${i}.price`) ?? error(`providers.${i}.duration`))
                : null;
            return (
              <tr key={d.userId} className="border-t border-line align-top" data-testid={`designer-terms-${d.userId}`}>
                <td className="py-1 pr-2">
                  <Checkbox
                    id={`provides-${d.userId}`}
                    label={d.name}
                    checked={d.provides}
                    onChange={(e) => put(d.userId, { provides: e.target.checked })}
                  />
                  {rowError && <p className="text-xs text-red-700">{rowError}</p>}
                </td>
                <td className="py-1 pr-2">
                  <Checkbox
                    id={`own-${d.userId}`}
                    label={<span className="sr-only">{t('menu.ownTermsFor', { name: d.name })}</span>}
                    checked={d.ownTerms}
                    onChange={(e) => put(d.userId, { ownTerms: e.target.checked })}
                  />
                </td>
                <td className="py-1 pr-2">
                  <input
                    aria-label={t('menu.priceFor', { name: d.name })}
                    inputMode="numeric"
                    disabled={!d.ownTerms}
                    className={cell}
                    value={d.ownTerms ? d.price : form.price}
                    onChange={(e) => put(d.userId, { price: e.target.value })}
                  />
                </td>
                <td className="py-1">
                  <input
                    aria-label={t('menu.durationFor', { name: d.name })}
                    inputMode="numeric"
                    disabled={!d.ownTerms}
                    className={cell}
                    value={d.ownTerms ? d.duration : form.duration}
                    onChange={(e) => put(d.userId, { duration: e.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
