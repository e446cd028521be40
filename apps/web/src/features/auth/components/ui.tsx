import type { ReactNode } from 'react';

/** The heading block of a sign-in card. */
export function CardHeading({ title, intro, step }: { title: string; intro?: ReactNode; step?: string }) {
  return (
    <header className="mb-5 space-y-1.5">
      {step && <p className="text-xs font-medium tracking-wide text-brand-600">{step}</p>}
      <h1 className="text-xl font-semibold tracking-wide">{title}</h1>
      {intro && <p className="text-sm leading-relaxed text-muted">{intro}</p>}
    </header>
  );
}
