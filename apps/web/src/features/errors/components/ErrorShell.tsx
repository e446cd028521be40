import type { ReactNode } from 'react';
import { Icon, type IconName } from '#web/components/Icon';
import { LanguageSwitch } from '#web/components/LanguageSwitch';

/** Full-page frame of the error screens (they render outside the store layouts). */
export function ErrorShell({
  code,
  icon,
  title,
  children,
  actions,
}: {
  code?: string;
  icon?: IconName;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <div className="flex justify-end p-3">
        <LanguageSwitch />
      </div>
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center px-6 pb-24 text-center"
      >
        {code && (
          <p aria-hidden className="text-7xl font-bold tracking-tight text-brand-200">
            {code}
          </p>
        )}
        {icon && (
          <span className="grid size-16 place-items-center rounded-full bg-sand-100 text-sand-700">
            <Icon name={icon} className="size-8" />
          </span>
        )}
        <h1 className="mt-3 text-2xl font-semibold text-ink">{title}</h1>
        <div className="mt-3 space-y-2 leading-relaxed text-muted">{children}</div>
        <div className="mt-8 flex w-full flex-col gap-3">{actions}</div>
      </main>
    </div>
  );
}
