import { AUDIT_CATEGORIES, type AuditCategory, isAuditCategory } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { EmptyState } from '#web/components/EmptyState';
import { Field, selectClass } from '#web/components/Field';
import { InputField } from '#web/staff/components/FormFields';
import { Loadable, ManagePage } from '#web/staff/components/ManagePage';
import { dayBounds, isIsoDate } from '#web/staff/lib/day';
import { useStaffCode, useStoreZone } from '#web/staff/lib/hooks';
import { useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { type AuditFilter, auditQuery } from './api/get-audit';
import { AuditEntry } from './components/AuditEntry';

/**
 * The audit log (owners): each change as a sentence in the reader's language, when (in the store's
 * zone) and who, the raw change behind "details"; filtered by who, the kind of action (the domain's
 * categories: price, menu, team, settings, money, bookings, customers), record and days.
 */
export default function AuditPage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const lang = useStaffLocale();
  const zone = useStoreZone();
  const [category, setCategory] = useState<AuditCategory | ''>('');
  const [staffId, setStaffId] = useState('');
  const [entityId, setEntityId] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pages, setPages] = useState<number[]>([]);
  const filter: AuditFilter = {
    category: category || undefined,
    lang,
    staffId: staffId || undefined,
    entityId: entityId.trim() || undefined,
    from: isIsoDate(fromDay) ? dayBounds(fromDay, zone).from : undefined,
    to: isIsoDate(toDay) ? dayBounds(toDay, zone).to : undefined,
    before: pages.at(-1),
    limit: 30,
  };
  const log = useQuery(auditQuery(code, filter));
  const [people, setPeople] = useState<Map<string, string>>(new Map());
  const seen = useMemo(() => {
    const next = new Map(people);
    for (const e of log.data?.entries ?? []) if (e.staff.id) next.set(e.staff.id, e.staff.name);
    return next;
  }, [log.data, people]);
  const refilter = (set: () => void) => {
    setPeople(seen);
    setPages([]);
    set();
  };

  return (
    <ManagePage title={t('audit.title')} permission="read:audit:any" wide>
      <Card className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field id="audit-who" label={t('audit.who')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={staffId}
              onChange={(e) => refilter(() => setStaffId(e.target.value))}
            >
              <option value="">{t('audit.anyone')}</option>
              {[...seen].map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="audit-what" label={t('audit.what')}>
          {(control) => (
            <select
              {...control}
              className={selectClass}
              value={category}
              onChange={(e) => refilter(() => setCategory(isAuditCategory(e.target.value) ? e.target.value : ''))}
            >
              <option value="">{t('audit.anything')}</option>
              {AUDIT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`audit.categories.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <InputField
          id="audit-record"
          label={t('audit.record')}
          value={entityId}
          onChange={(text) => refilter(() => setEntityId(text))}
        />
        <InputField
          id="audit-from"
          label={t('audit.from')}
          input={{ type: 'date' }}
          value={fromDay}
          onChange={(text) => refilter(() => setFromDay(text))}
        />
        <InputField
          id="audit-to"
          label={t('audit.to')}
          input={{ type: 'date' }}
          value={toDay}
          onChange={(text) => refilter(() => setToDay(text))}
        />
      </Card>
      <Loadable query={log}>
        {(data) =>
          data.entries.length === 0 ? (
            <EmptyState icon="doc" title={t('audit.empty')} />
          ) : (
            <ol className="space-y-2" aria-busy={log.isFetching}>
              {data.entries.map((e) => (
                <AuditEntry key={e.id} entry={e} zone={zone} />
              ))}
            </ol>
          )
        }
      </Loadable>
      <nav aria-label={t('audit.pages')} className="flex justify-center gap-3">
        <Button variant="secondary" disabled={pages.length === 0} onClick={() => setPages(pages.slice(0, -1))}>
          {t('audit.newer')}
        </Button>
        <Button
          variant="secondary"
          disabled={!log.data || log.data.entries.length < 30}
          onClick={() => {
            const last = log.data?.entries.at(-1);
            if (last) setPages([...pages, last.id]);
          }}
        >
          {t('audit.older')}
        </Button>
      </nav>
    </ManagePage>
  );
}
