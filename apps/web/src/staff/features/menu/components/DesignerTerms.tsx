import { Checkbox } from '#web/components/Checkbox';
import { useStaffT } from '#web/staff/lib/i18n';
import { type DesignerRow, providerIndex } from '../service-form';
import { rowError, TermCell, TermsHead, type TermsProps } from './TermsTable';

/**
 * Who provides the service and at what terms: the assigned-only switch (isAssigned), then a row
 * per designer with whether they provide it (isProvided) and their own price and minutes (off:
 * useDefault, the service's own).
 */
export function DesignerTerms({ form, onChange, error }: TermsProps) {
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
        <TermsHead
          columns={[
            { label: t('menu.designer') },
            { label: t('menu.ownTerms') },
            { label: t('menu.price'), width: 'w-20' },
            { label: t('menu.minutes'), width: 'w-20' },
          ]}
        />
        <tbody>
          {form.designers.map((d) => {
            const i = providerIndex(form, d.userId);
            const refused = rowError(error, 'providers', i);
            return (
              <tr key={d.userId} className="border-t border-line align-top" data-testid={`designer-terms-${d.userId}`}>
                <td className="py-1 pr-2">
                  <Checkbox
                    id={`provides-${d.userId}`}
                    label={d.name}
                    checked={d.provides}
                    onChange={(e) => put(d.userId, { provides: e.target.checked })}
                  />
                  {refused && <p className="text-xs text-red-700">{refused}</p>}
                </td>
                <td className="py-1 pr-2">
                  <Checkbox
                    id={`own-${d.userId}`}
                    label={<span className="sr-only">{t('menu.ownTermsFor', { name: d.name })}</span>}
                    checked={d.ownTerms}
                    onChange={(e) => put(d.userId, { ownTerms: e.target.checked })}
                  />
                </td>
                <TermCell
                  label={t('menu.priceFor', { name: d.name })}
                  disabled={!d.ownTerms}
                  value={d.ownTerms ? d.price : form.price}
                  onChange={(price) => put(d.userId, { price })}
                />
                <TermCell
                  label={t('menu.durationFor', { name: d.name })}
                  disabled={!d.ownTerms}
                  value={d.ownTerms ? d.duration : form.duration}
                  onChange={(duration) => put(d.userId, { duration })}
                  last
                />
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}
