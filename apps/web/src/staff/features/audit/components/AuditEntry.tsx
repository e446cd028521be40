import type { EndpointResult } from '@salon/contract';
import { formatFull } from '@salon/domain';
import { useId, useState } from 'react';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';
import { changedFields } from '../audit';

export type AuditEntryData = EndpointResult<'staffAudit'>['entries'][number];

/** One entry: the change as a sentence, when (in the store's zone) and who; the raw change behind "details". */
export function AuditEntry({ entry, zone }: { entry: AuditEntryData; zone: string }) {
  const { t } = useStaffT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <Card as="li" className="space-y-2" data-testid="audit-entry" data-operation={entry.operation}>
      <p className="font-medium" data-testid="audit-summary">
        {entry.summary}
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
        <time className="tabular-nums" dateTime={new Date(entry.at * 1000).toISOString()}>
          {formatFull(entry.at, zone)}
        </time>
        <span>{entry.staff.name}</span>
        <Button
          variant="link"
          className="ml-auto"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          {open ? t('audit.hideDetails') : t('audit.details')}
        </Button>
      </p>
      {open && <AuditDetails id={detailsId} entry={entry} />}
    </Card>
  );
}

/** The raw change: each field that changed, before and after. */
function AuditDetails({ id, entry }: { id: string; entry: AuditEntryData }) {
  const { t } = useStaffT();
  const yesNo = (v: boolean) => (v ? t('audit.yes') : t('audit.no'));
  const rows = changedFields(entry.before, entry.after, yesNo);
  return (
    <div id={id} className="space-y-2" data-testid="audit-details">
      <p className="text-xs text-muted">
        {t(`audit.ops.${entry.operation}`, { defaultValue: entry.operation })} ·{' '}
        {t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity })} {entry.entityId}
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('audit.noFields')}</p>
      ) : (
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
                <td className="py-1 pr-2 break-words text-muted line-through decoration-red-400">{r.before}</td>
                <td className="py-1 break-words">{r.after}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
