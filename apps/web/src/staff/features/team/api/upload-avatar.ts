import { endpoints } from '@salon/contract';
import { useAction, useRefresh } from '#web/staff/lib/action';
import { staffCall } from '#web/staff/lib/client';

/** A designer's photo (a data URL of the cropped image). */
export function useUploadAvatar(code: string) {
  return useAction(
    ({ designerId, image }: { designerId: string; image: string }) =>
      staffCall(endpoints.staffDesignerAvatar, { cname: code, params: { designerId }, body: { image } }),
    { onSuccess: useRefresh(code, ['team'], ['store'], ['menu']) },
  );
}
