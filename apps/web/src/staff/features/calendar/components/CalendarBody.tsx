import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/**
 * How far down the page the pane starts, kept current (the header wraps on a narrow screen, a
 * notice above the grid comes and goes). The pane is as tall as the screen below it, so the grid
 * scrolls inside it: the designers' names stay at its top and "now" can be scrolled to.
 */
function usePaneTop(pane: React.RefObject<HTMLDivElement | null>) {
  const [top, setTop] = useState<number | null>(null);
  const measure = () => {
    if (!pane.current) return;
    const next = Math.round(pane.current.getBoundingClientRect().top + window.scrollY);
    setTop((now) => (now === next ? now : next));
  };
  // After every render (what is above the pane may have changed); and when the window is resized.
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return top;
}

/** The grid in its scrolling pane, scrolled to "now" when it first shows it. */
export function ScrollingGrid({
  testId,
  className,
  ...grid
}: ComponentProps<typeof DayGrid> & { testId: string; className?: string }) {
  const pane = useRef<HTMLDivElement>(null);
  const scrolled = useRef(false);
  const top = usePaneTop(pane);
  useEffect(() => {
    const line = pane.current?.querySelector<HTMLElement>('[data-testid="now-line"]');
    if (scrolled.current || top === null || !line || !pane.current) return;
    scrolled.current = true;
    pane.current.scrollTop = Math.max(0, line.offsetTop - pane.current.clientHeight / 3);
  });
  return (
    <div
      ref={pane}
      className={`min-h-0 flex-1 overflow-auto ${className ?? ''}`}
      // At least 20rem, so a short or landscape screen still shows a few hours.
      style={top === null ? undefined : { maxHeight: `max(20rem, calc(100dvh - ${top}px))` }}
      data-testid={testId}
    >
      <DayGrid {...grid} />
    </div>
  );
}
