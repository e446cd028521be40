import { useParams } from 'react-router';
import type { RouteParams } from './routes';

/** cname and userId of the current page; every screen sits under /:cname/:userId?. */
export function useStoreParams(): RouteParams & { cname: string; userId: string | null } {
  const params = useParams();
  return { ...params, cname: params.cname ?? '', userId: params.userId ?? null };
}
