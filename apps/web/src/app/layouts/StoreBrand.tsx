import type { StoreSetting } from '@salon/contract';
import { Link } from 'react-router';
import { Avatar } from '#web/components/Avatar';
import { Skeleton } from '#web/components/Skeleton';
import { pathTo } from '../routes';
import { useStoreParams } from '../use-store-params';

/** Logo and name of the store, linking to its page. */
export function StoreBrand({ store }: { store: StoreSetting | undefined }) {
  const params = useStoreParams();
  if (!store) return <Skeleton className="h-8 w-40" />;
  return (
    <Link to={pathTo('Store', params)} className="flex min-h-11 min-w-0 items-center gap-2.5 rounded-lg">
      <Avatar src={store.logo} name={store.name} className="size-8 ring-1 ring-line" />
      <span className="truncate font-semibold tracking-wide text-ink">{store.name}</span>
    </Link>
  );
}
