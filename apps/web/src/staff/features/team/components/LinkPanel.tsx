import { useState } from 'react';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { inputClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/lib/i18n';

/** A new set-password link, shown once: to copy and pass on (and whether it was e-mailed too). */
export function LinkPanel({ name, link, emailed }: { name: string; link: string; emailed: boolean }) {
  const { t } = useStaffT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <Card as="section" tone="attention" aria-labelledby="link-title" className="space-y-3" data-testid="password-link">
      <h2 id="link-title" className="font-semibold">
        {t('accounts.linkTitle', { name })}
      </h2>
      <p className="text-sm text-muted">{emailed ? t('accounts.linkEmailed') : t('accounts.linkHint')}</p>
      <label htmlFor="password-link-input" className="sr-only">
        {t('accounts.link')}
      </label>
      <input
        id="password-link-input"
        readOnly
        className={`${inputClass} text-sm`}
        value={link}
        onFocus={(e) => e.target.select()}
      />
      <Button variant="secondary" icon={copied ? 'check' : undefined} onClick={() => void copy()}>
        {copied ? t('invite.copied') : t('invite.copy')}
      </Button>
      <p role="status" className="sr-only">
        {copied ? t('invite.copied') : ''}
      </p>
    </Card>
  );
}
