import { endpoints } from '@salon/contract';
import { formatFull } from '@salon/domain';
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
import { useStaffT } from '#web/staff/lib/i18n';
import { type AuditFilter, auditQuery } from './api/get-audit';
import { changedFields } from './audit';

/** Every operation staff may make that changes something: the log's "what". */
const OPERATIONS = Object.entries(endpoints)
  .filter(([, e]) => (e.actors as readonly string[]).includes('staff') && e.method !== 'GET')
  .map(([id]) => id)
  .sort();

/** The audit log (owners): who changed what and when, before and after; filtered by who, what, record and days. */
export default function AuditPage() {
  const code = useStaffCode();
  const { t, i18n } = useStaffT();
  const zone = useStoreZone();
  const [operation, setOperation] = useState('');
  const [staffId, setStaffId] = useState('');
  const [entityId, setEntityId] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pages, setPages] = useState<number[]>([]);
  const filter: AuditFilter = {
    operation: operation || undefined,
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
  const opName = (op: string) => (i18n.exists(`staff:audit.ops.${op}`) ? t(`audit.ops.${op}`) : op);
  const yesNo = (v: boolean) => (v ? t('audit.yes') : t('audit.no'));

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
              value={operation}
              onChange={(e) => refilter(() => setOperation(e.target.value))}
            >
              <option value="">{t('audit.anything')}</option>
              {OPERATIONS.map((op) => (
                <option key={op} value={op}>
                  {opName(op)}
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
              {data.entries.map((e) => {
                const rows = changedFields(e.before, e.after, yesNo);
                return (
                  <Card as="li" key={e.id} className="space-y-2" data-testid="audit-entry" data-operation={e.operation}>
                    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <span className="font-semibold">{opName(e.operation)}</span>
                      <span className="text-sm">{e.staff.name}</span>
                      <span className="text-sm text-muted tabular-nums">{formatFull(e.at, zone)}</span>
                      <span className="ml-auto truncate text-xs text-muted">
                        {t(`audit.entities.${e.entity}`, { defaultValue: e.entity })} {e.entityId}
                      </span>
                    </p>
                    {rows.length > 0 && (
                      <table className="w-full table-fixed text-sm">
                        <thead className="text-left text-muted">
                          <tr>
                            <th className="w-1/4 py-1 font-medium">{t('audit.field')}</th>
                            <th className="py-1 font-medium">{t('audit.before')}</th>
                            <th className="py-1 font-medium">{t('audit.after')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {rows.map((r) => (
                            <tr key={r.field} className="border-t border-line align-top">
                              <td className="py-1 pr-2 break-words">{r.field || '—'}</td>
                              <td className="py-1 pr-2 break-words text-muted line-through decoration-red-400">
                                {r.before}
                              </td>
                              <td className="py-1 break-words">{r.after}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    )}
                  </Card>
                );
              })}
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
