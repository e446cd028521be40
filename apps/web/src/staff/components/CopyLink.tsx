import { useState } from 'react';
import { Button } from '#web/components/Button';
import { inputClass } from '#web/components/Field';
import { useStaffT } from '#web/staff/lib/i18n';

/** A one-time link to pass on: shown in a read-only field (selected on focus) with a copy button. */
export function CopyLink({ id, label, link }: { id: string; label: string; link: string }) {
  const { t } = useStaffT();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} readOnly className={`${inputClass} text-sm`} value={link} onFocus={(e) => e.target.select()} />
      <Button variant="secondary" icon={copied ? 'check' : undefined} onClick={() => void copy()}>
        {copied ? t('invite.copied') : t('invite.copy')}
      </Button>
      <p role="status" className="sr-only">
        {copied ? t('invite.copied') : ''}
      </p>
    </>
  );
}
