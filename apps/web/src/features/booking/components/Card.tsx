import type { ReactNode } from 'react';

/**
 * A white card of the booking screens (checkout, booking detail). With a title it is a section
 * named by its heading; `id` is the heading's id, a fixed key (never the translated title).
 */
export function Card({
  id,
  title,
  action,
  children,
}: {
  id?: string;
  title?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = title && id ? id : undefined;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-line/80">
      {(title || action) && (
        <div className="mb-3 flex items-center justify-between">
          {title && (
            <h2 id={headingId} className="font-semibold">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
