import { type ComponentProps, useEffect, useRef } from 'react';
import { LoadError } from '#web/components/LoadError';
import { DayGrid } from './DayGrid';

/** The calendar could not be read (and nothing is on screen yet): why, and try again. */
export function CalendarLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="p-4">
      <LoadError error={error} onRetry={onRetry} />
    </div>
  );
}

/** The grid in its scrolling pane, scrolled to "now" when it first shows it. */
export function ScrollingGrid({
  testId,
  className,
  ...grid
}: ComponentProps<typeof DayGrid> & { testId: string; className?: string }) {
  const pane = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  useEffect(() => {
    const line = pane.current?.querySelector<HTMLElement>('[data-testid="now-line"]');
    if (scrolled.current || !line || !pane.current) return;
    scrolled.current = true;
    pane.current.scrollTop = Math.max(0, line.offsetTop - pane.current.clientHeight / 3);
  });
  return (
    <div ref={pane} className={`min-h-0 flex-1 overflow-auto ${className ?? ''}`} data-testid={testId}>
      <DayGrid {...grid} />
    </div>
  );
}
