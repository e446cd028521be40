import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/Button';
import { EmptyState } from '#web/components/EmptyState';
import type { IconName } from '#web/components/Icon';
import { loginPathFor } from '#web/features/auth';

/** A checkout page's answer to a signed-out customer: sign in, and come back to this page. */
export function SignInGate({
  base,
  icon,
  title,
  text,
  button,
}: {
  base: { cname: string; userId?: string | null };
  icon: IconName;
  title: string;
  text?: string;
  button: string;
}) {
  const location = useLocation();
  return (
    <div className="px-4 py-8">
      <EmptyState icon={icon} title={title}>
        {text && <p className="text-sm text-muted">{text}</p>}
        <ButtonLink to={loginPathFor(location, base)} replace className="mt-2">
          {button}
        </ButtonLink>
      </EmptyState>
    </div>
  );
}
