import type { ReactNode } from 'react';
import { Card } from '#web/components/Card';
import { StaffLanguageSwitch } from '#web/staff/components/StaffLanguageSwitch';

/** The frame of the screens outside a session (sign-in, setting a password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm space-y-3">
        <div className="flex justify-end">
          <StaffLanguageSwitch />
        </div>
        <Card as="div" padding="lg" className="space-y-4">
          <h1 className="text-xl font-semibold">{title}</h1>
          {children}
        </Card>
      </div>
    </main>
  );
}
