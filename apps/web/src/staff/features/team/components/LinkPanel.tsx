import { Card } from '#web/components/Card';
import { CopyLink } from '#web/staff/components/CopyLink';
import { useStaffT } from '#web/staff/lib/i18n';

/** A new set-password link, shown once: to copy and pass on (and whether it was e-mailed too). */
export function LinkPanel({ name, link, emailed }: { name: string; link: string; emailed: boolean }) {
  const { t } = useStaffT();
  return (
    <Card as="section" tone="attention" aria-labelledby="link-title" className="space-y-3" data-testid="password-link">
      <h2 id="link-title" className="font-semibold">
        {t('accounts.linkTitle', { name })}
      </h2>
      <p className="text-sm text-muted">{emailed ? t('accounts.linkEmailed') : t('accounts.linkHint')}</p>
      <CopyLink id="password-link-input" label={t('accounts.link')} link={link} />
    </Card>
  );
}
