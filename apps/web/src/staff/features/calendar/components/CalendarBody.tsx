import type { ComponentProps } from 'react';
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

/** The grid in its scrolling pane. */
export function ScrollingGrid({ testId, ...grid }: ComponentProps<typeof DayGrid> & { testId: string }) {
  return (
    <div className="min-h-0 flex-1 overflow-auto" data-testid={testId}>
      <DayGrid {...grid} />
    </div>
  );
}
