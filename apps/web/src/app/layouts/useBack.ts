import { useNavigate } from 'react-router';
import { pathTo } from '../routes';
import { useStoreParams } from '../use-store-params';

/**
 * The header's ←: the page the customer came from. Sign-in screens replace themselves in the
 * history (docs/decisions/web.md, Back never leads into sign-in), so the previous entry is a page of
 * the journey. With no page of ours to go back to (opened from a link), back goes to the store page.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  const params = useStoreParams();
  return () => {
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(pathTo('Store', { cname: params.cname, userId: params.userId }));
  };
}
