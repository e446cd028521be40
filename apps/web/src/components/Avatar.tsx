import { initialOf } from '@salon/domain';
import { useState } from 'react';

/** A round portrait; falls back to the first letter when there is no image or it fails to load. */
export function Avatar({ src, name, className = 'size-14' }: { src: string | null; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        aria-hidden
        className={`grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700 ${className}`}
      >
        {initialOf(name)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-full bg-brand-50 object-cover ${className}`}
      loading="lazy"
      decoding="async"
    />
  );
}
