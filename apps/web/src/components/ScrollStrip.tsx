import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { IconButton } from './Button';

/**
 * A row that scrolls sideways (the date strip, the designer strip): swiped on a phone, and on a
 * wider screen (md and up) with previous/next buttons beside it, each disabled at its end, so a
 * mouse can reach every item. `children` renders the list with the ref it is given; the item matching
 * `selected` (a CSS selector inside the list) is brought into view whenever `selectedKey` changes.
 */
export function ScrollStrip({
  labels,
  selected,
  selectedKey,
  children,
}: {
  labels: { previous: string; next: string };
  selected: string;
  selectedKey: unknown;
  children: (list: RefObject<HTMLUListElement | null>) => ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEnds((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  // The chosen item in the middle of the row, at once (a stored date may be weeks ahead).
  useLayoutEffect(() => {
    const el = list.current;
    const item = el?.querySelector<HTMLElement>(selected);
    if (el && item) {
      const offset = item.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft;
      el.scrollTo({ left: offset - el.clientWidth / 2 + item.offsetWidth / 2, behavior: 'instant' });
    }
    measure();
  }, [selectedKey, selected, measure]);

  useEffect(() => {
    const el = list.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const el = list.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth * 0.8, 120), behavior: 'smooth' });
  };
  // The buttons keep their room even when all fits (then unseen), so the row never narrows after
  // the chosen item was brought into view.
  const shown = ends.start && ends.end ? 'hidden md:invisible md:grid' : 'hidden bg-white md:grid';

  return (
    <div className="flex items-center gap-1">
      <IconButton
        icon="chevronLeft"
        look="outlined"
        label={labels.previous}
        disabled={ends.start}
        onClick={() => page(-1)}
        className={shown}
      />
      <div className="min-w-0 flex-1">{children(list)}</div>
      <IconButton
        icon="chevronRight"
        look="outlined"
        label={labels.next}
        disabled={ends.end}
        onClick={() => page(1)}
        className={shown}
      />
    </div>
  );
}
