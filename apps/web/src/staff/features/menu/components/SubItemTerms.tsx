import { Checkbox } from '#web/components/Checkbox';
import { useStaffT } from '#web/staff/lib/i18n';
import { type SubItemTermRow, sentSubItemTerms } from '../service-form';
import { rowError, TermCell, TermsHead, type TermsProps } from './TermsTable';

/**
 * Each option's price and minutes per designer (subItemProviders): a designer who provides the
 * service charges the option's own unless given theirs here. One fold per option.
 */
export function SubItemTerms({ form, onChange, error }: TermsProps) {
  const { t } = useStaffT();
  const designers = form.designers.filter((d) => d.provides);
  if (form.subItems.length === 0 || designers.length === 0) return null;
  const sent = sentSubItemTerms(form);
  const rowOf = (userId: string, subItemId: string) =>
    form.subItemProviders.find((r) => r.userId === userId && r.subItemId === subItemId);
  const put = (userId: string, subItemId: string, patch: Partial<SubItemTermRow> | null) => {
    const others = form.subItemProviders.filter((r) => !(r.userId === userId && r.subItemId === subItemId));
    const current = rowOf(userId, subItemId);
    if (patch === null) return onChange({ ...form, subItemProviders: others });
    const base = current ?? { userId, subItemId, price: '', duration: '' };
    onChange({ ...form, subItemProviders: [...others, { ...base, ...patch }] });
  };
  return (
    <fieldset className="space-y-2" data-testid="sub-item-terms">
      <legend className="text-sm font-medium">{t('menu.subItemTerms')}</legend>
      <p className="text-sm text-muted">{t('menu.subItemTermsHint')}</p>
      {form.subItems.map((option, n) => {
        const own = designers.filter((d) => rowOf(d.userId, option.id)).length;
        return (
          <details key={option.id} className="rounded-xl ring-1 ring-line" data-testid={`sub-item-terms-${option.id}`}>
            <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
              {t('menu.subItemTermsOf', { name: option.name || t('menu.subItemName', { n: n + 1 }), count: own })}
              <span aria-hidden="true" className="ml-auto text-xs text-muted">
                ▾
              </span>
            </summary>
            <table className="mx-3 mb-2 w-[calc(100%-1.5rem)] text-sm">
              <TermsHead
                columns={[
                  { label: t('menu.ownTerms') },
                  { label: t('menu.price'), width: 'w-24' },
                  { label: t('menu.minutes'), width: 'w-24' },
                ]}
              />
              <tbody>
                {designers.map((d) => {
                  const row = rowOf(d.userId, option.id);
                  const i = row ? sent.indexOf(row) : -1;
                  const refused = rowError(error, 'subItemProviders', i);
                  const label = { name: d.name, option: option.name };
                  return (
                    <tr key={d.userId} className="border-t border-line align-top">
                      <td className="py-1 pr-2">
                        <Checkbox
                          id={`sub-own-${option.id}-${d.userId}`}
                          label={d.name}
                          checked={!!row}
                          onChange={(e) =>
                            put(
                              d.userId,
                              option.id,
                              e.target.checked ? { price: option.price, duration: option.duration } : null,
                            )
                          }
                        />
                        {refused && <p className="text-xs text-red-700">{refused}</p>}
                      </td>
                      <TermCell
                        label={t('menu.subPriceFor', label)}
                        disabled={!row}
                        value={row ? row.price : option.price}
                        onChange={(price) => put(d.userId, option.id, { price })}
                      />
                      <TermCell
                        label={t('menu.subDurationFor', label)}
                        disabled={!row}
                        value={row ? row.duration : option.duration}
                        onChange={(duration) => put(d.userId, option.id, { duration })}
                        last
                      />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </details>
        );
      })}
    </fieldset>
  );
}
