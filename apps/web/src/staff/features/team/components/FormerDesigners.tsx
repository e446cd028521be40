import type { EndpointResult } from '@salon/contract';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { useStaffT } from '#web/staff/lib/i18n';

type Designer = EndpointResult<'staffTeam'>['former'][number];

/** Designers who have left: not bookable, kept for their history; each can be switched on again. */
export function FormerDesigners({
  former,
  busy,
  onReturn,
}: {
  former: Designer[];
  /** The designer being switched on, if any. */
  busy: string | null;
  onReturn: (designer: Designer) => void;
}) {
  const { t } = useStaffT();
  if (former.length === 0) return null;
  return (
    <section aria-labelledby="team-former" className="space-y-3">
      <h2 id="team-former" className="text-lg font-semibold">
        {t('team.former.title')}
      </h2>
      <p className="text-sm text-muted">{t('team.former.intro')}</p>
      <ul className="space-y-2">
        {former.map((d) => (
          <Card as="li" key={d.id} data-testid={`former-${d.id}`} className="flex flex-wrap items-center gap-3">
            <p className="font-semibold">
              {d.name}
              {d.title && <span className="ml-2 text-sm font-normal text-muted">{d.title}</span>}
            </p>
            <Button
              className="ml-auto"
              variant="secondary"
              loading={busy === d.id}
              aria-label={t('team.former.returnNamed', { name: d.name })}
              onClick={() => onReturn(d)}
            >
              {t('team.former.return')}
            </Button>
          </Card>
        ))}
      </ul>
    </section>
  );
}
