import { can, type StaffPermission } from '@salon/domain';
import type { ReactNode } from 'react';
import { EmptyState } from '#web/components/EmptyState';
import { LoadError } from '#web/components/LoadError';
import { useStaffSession } from '#web/staff/lib/hooks';
import { useStaffT } from '#web/staff/lib/i18n';
import { LoadingBlocks } from './LoadingBlocks';

/**
 * The frame of a staff management page (the screens under 管理, and customers): its heading, and
 * its content only for a member whose role has the permission (the API refuses the others too; the
 * header shows them no link).
 */
export function ManagePage({
  title,
  permission,
  wide = false,
  actions,
  children,
}: {
  title: string;
  permission: StaffPermission;
  wide?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStaffT();
  const session = useStaffSession();
  // Neither the page nor its actions (新增設計師) for a role without the permission.
  const allowed = can(session.staff.role, permission);
  return (
    <div className={`mx-auto w-full space-y-4 p-4 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-semibold">{title}</h1>
        {actions && allowed && <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {allowed ? children : <EmptyState icon="info" title={t('manage.forbidden')} />}
    </div>
  );
}

/** Loading (a few grey rows, announced), failed (retry), or the content. */
export function Loadable<T>({
  query,
  rows = 3,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlocks blocks={Array.from({ length: rows }, () => 'h-16 w-full')} />;
  if (query.isError || query.data === undefined)
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
