import { Skeleton } from '#web/components/Skeleton';
import { useStaffT } from '#web/staff/lib/i18n';

/**
 * What a staff screen shows while its data loads: grey blocks shaped like what is coming (each
 * block's size classes, e.g. `h-16 w-full`), announced as loading to a screen reader.
 */
export function LoadingBlocks({ blocks, className = 'space-y-3' }: { blocks: readonly string[]; className?: string }) {
  const { t } = useStaffT();
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('common.loading')}</span>
      {blocks.map((size, i) => (
        <Skeleton key={i} className={size} />
      ))}
    </div>
  );
}
