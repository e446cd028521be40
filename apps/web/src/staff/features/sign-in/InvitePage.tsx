import { STAFF_ROLES, type StaffRole } from '@salon/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Banner } from '#web/components/Banner';
import { Button } from '#web/components/Button';
import { Card } from '#web/components/Card';
import { Field, selectClass } from '#web/components/Field';
import { CopyLink } from '#web/staff/components/CopyLink';
import { ChoiceField, InputField } from '#web/staff/components/FormFields';
import { serviceMenuQuery } from '#web/staff/lib/get-service-menu';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useFieldErrors, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useInviteMember } from './api/invite-member';

/**
 * The owner invites a member: e-mail, name, role and, for a designer, which of the store's
 * designers they are (their column). The one-time link is shown once, with a copy button.
 */
export default function InvitePage() {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const menu = useQuery(serviceMenuQuery(code));
  const invite = useInviteMember(code);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('designer');
  const [providerId, setProviderId] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email: email.trim(), name: name.trim(), role, providerId: providerId || null });
  };
  const { api, err: fieldText } = useFieldErrors(invite.error);
  const link = invite.data?.setupLink;

  return (
    <div className="mx-auto w-full max-w-xl space-y-4 p-4">
      <h1 className="text-xl font-semibold">{t('invite.title')}</h1>
      <Card as="div" padding="lg">
        <form className="space-y-4" onSubmit={submit} noValidate>
          <InputField
            id="invite-email"
            label={t('invite.email')}
            error={fieldText('email')}
            input={{ type: 'email' }}
            value={email}
            onChange={setEmail}
          />
          <InputField
            id="invite-name"
            label={t('invite.name')}
            error={fieldText('name')}
            value={name}
            onChange={setName}
          />
          <div className="grid grid-cols-2 gap-3">
            <ChoiceField
              id="invite-role"
              label={t('invite.role')}
              value={role}
              onChange={setRole}
              options={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
            />
            <Field id="invite-provider" label={t('invite.designer')} hint={t('invite.designerHint')}>
              {(control) => (
                <select
                  {...control}
                  className={selectClass}
                  value={providerId}
                  onChange={(e) => setProviderId(e.target.value)}
                >
                  <option value="">{t('invite.noDesigner')}</option>
                  {(menu.data?.users ?? []).map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Banner tone="error">
            {invite.isError && Object.keys(api).length === 0 ? errorText(invite.error, locale) : null}
          </Banner>
          <Button type="submit" size="lg" block loading={invite.isPending} disabled={!email.trim() || !name.trim()}>
            {t('invite.submit')}
          </Button>
        </form>
      </Card>
      {link && invite.data && (
        <Card as="section" padding="lg" tone="attention" aria-labelledby="invite-link-title" className="space-y-3">
          <h2 id="invite-link-title" className="font-semibold">
            {t('invite.linkTitle', { name: invite.data.member.name })}
          </h2>
          <p className="text-sm text-muted">{t('invite.linkHint')}</p>
          <CopyLink key={link} id="invite-link" label={t('invite.link')} link={link} />
        </Card>
      )}
    </div>
  );
}
