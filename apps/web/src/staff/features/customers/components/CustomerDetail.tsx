import { can, displayPhone, formatFull, formatMoney } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '#web/components/Badge';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Field } from '#web/components/Field';
import { Textarea } from '#web/components/Textarea';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable } from '#web/staff/components/ManagePage';
import { useStaffCode, useStaffSession, useStoreZone } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useBlockCustomer } from '../api/block-customer';
import { customerDetailQuery } from '../api/get-customer';
import { useSaveCustomerNotes } from '../api/save-customer-notes';
import { CustomerHistory } from './CustomerHistory';

/** One customer: contact, bookings, pickup orders, records and forms, the store's notes and blocking (with a reason). */
export function CustomerDetail({ customerId }: { customerId: string }) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const zone = useStoreZone();
  const session = useStaffSession();
  const detail = useQuery(customerDetailQuery(code, customerId));
  const notes = useSaveCustomerNotes(code, customerId);
  const block = useBlockCustomer(code, customerId);
  const [draft, setDraft] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const mayChange = can(session.staff.role, 'update:customer:any');

  return (
    <Loadable query={detail}>
      {(c) => (
        <div className="space-y-4" data-testid="customer-detail">
          <Card className="space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold">{c.name || t('customers.noName')}</h2>
              {c.blocked && <Badge tone="sand">{t('customers.blocked')}</Badge>}
            </div>
            <p className="text-sm">{[c.phone && displayPhone(c.phone), c.email].filter(Boolean).join(' · ')}</p>
            <p className="text-xs text-muted">{t('customers.since', { date: formatFull(c.createdAt, zone) })}</p>
            <Link
              to={`/${code}/staff/wallet?customer=${customerId}`}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
            >
              {t('wallet.open')}
            </Link>
          </Card>

          <Card className="space-y-3">
            <h3 className="font-semibold">{t('customers.block')}</h3>
            <Banner tone="error">{block.isError ? errorText(block.error, locale) : null}</Banner>
            {c.blocked ? (
              <>
                <p className="text-sm">
                  {t('customers.blockedBecause')}
                  {c.blockReason || t('customers.noReason')}
                </p>
                {mayChange && (
                  <Button
                    variant="secondary"
                    loading={block.isPending}
                    onClick={() => block.mutate({ blocked: false })}
                  >
                    {t('customers.unblock')}
                  </Button>
                )}
              </>
            ) : mayChange ? (
              <form
                className="space-y-3"
                onSubmit={(e) => {
                  e.preventDefault();
                  block.mutate({ blocked: true, reason: reason.trim() || undefined });
                }}
              >
                <p className="text-sm text-muted">{t('customers.blockHint')}</p>
                <InputField
                  id="block-reason"
                  label={t('customers.reason')}
                  optional={t('common.optional')}
                  input={{ maxLength: 200 }}
                  value={reason}
                  onChange={setReason}
                />
                <Button type="submit" variant="dangerOutline" loading={block.isPending}>
                  {t('customers.doBlock')}
                </Button>
              </form>
            ) : null}
          </Card>

          <Card className="space-y-3">
            <h3 className="font-semibold">{t('customers.notes')}</h3>
            <Field id="staff-notes" label={t('customers.notesLabel')} hint={t('customers.notesHint')}>
              {(control) => (
                <Textarea
                  {...control}
                  look="field"
                  rows={3}
                  maxLength={2000}
                  readOnly={!mayChange}
                  value={draft ?? c.staffNotes}
                  onChange={(e) => setDraft(e.target.value)}
                />
              )}
            </Field>
            <Banner tone="error">{notes.isError ? errorText(notes.error, locale) : null}</Banner>
            {mayChange && (
              <div className="flex items-center gap-3">
                <Button
                  variant="secondary"
                  loading={notes.isPending}
                  disabled={draft === null || draft === c.staffNotes}
                  onClick={() => notes.mutate(draft ?? '', { onSuccess: () => setDraft(null) })}
                >
                  {t('customers.saveNotes')}
                </Button>
                {notes.data && draft === null && (
                  <p role="status" className="text-sm text-green-800">
                    {t('manage.saved')}
                  </p>
                )}
              </div>
            )}
          </Card>

          <Card className="space-y-2">
            <h3 className="font-semibold">{t('customers.bookings')}</h3>
            {c.bookings.length === 0 ? (
              <p className="text-sm text-muted">{t('customers.noBookings')}</p>
            ) : (
              <table className="w-full text-sm">
                <thead className="text-left text-muted">
                  <tr>
                    <th className="py-1 font-medium">{t('customers.when')}</th>
                    <th className="py-1 font-medium">{t('customers.services')}</th>
                    <th className="py-1 font-medium">{t('customers.designer')}</th>
                    <th className="py-1 font-medium">{t('customers.status')}</th>
                    <th className="py-1 text-right font-medium">{t('customers.total')}</th>
                    <th className="py-1 text-right font-medium">{t('customers.paid')}</th>
                  </tr>
                </thead>
                <tbody>
                  {c.bookings.map((b) => (
                    <tr key={b.id} className="border-t border-line">
                      <td className="py-2 tabular-nums">{formatFull(b.startTime, zone)}</td>
                      <td className="py-2">{b.services.join('、')}</td>
                      <td className="py-2">{b.designers.join('、')}</td>
                      <td className="py-2">{t(`status.${b.status}`)}</td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(b.total)}</td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(b.paidAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Card>
          <CustomerHistory customer={c} />
        </div>
      )}
    </Loadable>
  );
}
