import { AVATAR_MAX_BYTES } from '@salon/contract';
import { useId, useState } from 'react';
import { useStaffCode } from '#web/staff/lib/hooks';
import { errorText, useStaffLocale, useStaffT } from '#web/staff/lib/i18n';
import { useUploadAvatar } from '../api/upload-avatar';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];

function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** A designer's photo, or their initial on a disc. */
export function DesignerPhoto({ designer }: { designer: { id: string; name: string; avatar: string | null } }) {
  const { t } = useStaffT();
  return designer.avatar ? (
    <img
      src={designer.avatar}
      alt={t('team.photoOf', { name: designer.name })}
      className="size-10 rounded-full object-cover ring-1 ring-line"
      data-testid={`avatar-${designer.id}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800"
    >
      {designer.name.slice(0, 1)}
    </span>
  );
}

/**
 * A button to choose a designer's new photo: JPEG, PNG or WebP up to
 * 2 MB, checked here first and again by the API (which reads the bytes); saved at once.
 */
export function AvatarUpload({ designer }: { designer: { id: string; name: string; avatar: string | null } }) {
  const code = useStaffCode();
  const { t } = useStaffT();
  const locale = useStaffLocale();
  const avatar = useUploadAvatar(code);
  const input = useId();
  const [local, setLocal] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    setLocal(null);
    avatar.reset();
    if (!file) return;
    if (!TYPES.includes(file.type)) return setLocal(t('team.photoType'));
    if (file.size > AVATAR_MAX_BYTES) return setLocal(t('team.photoSize'));
    avatar.mutate({ designerId: designer.id, image: await dataUrlOf(file) });
  };
  const problem = local ?? (avatar.isError ? errorText(avatar.error, locale) : null);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      <label
        htmlFor={input}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-xl px-3 text-sm font-medium text-brand-700 ring-1 ring-line hover:ring-brand-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500"
      >
        {avatar.isPending ? t('team.photoSaving') : t('team.photo')}
        <span className="sr-only">{t('team.photoFor', { name: designer.name })}</span>
        <input
          id={input}
          type="file"
          accept={TYPES.join(',')}
          className="sr-only"
          disabled={avatar.isPending}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
