import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chipClass } from '#web/components/Chip';

export interface Section {
  id: string;
  name: string;
}

export const sectionDomId = (id: string) => `category-${id}`;

/** Sticky category chips; the one whose section is on screen is highlighted; a tap scrolls to it. */
export function CategoryTabs({ sections }: { sections: Section[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(sections[0]?.id);

  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        const first = visible[0]?.target.getAttribute('data-section');
        if (first) setActive(first);
      },
      { rootMargin: '-120px 0px -55% 0px' },
    );
    for (const s of sections) {
      const el = document.getElementById(sectionDomId(s.id));
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [sections]);

  return (
    <nav
      aria-label={t('menu.categories')}
      className="sticky top-14 z-20 -mx-4 border-b border-line/70 bg-canvas/95 px-4 py-2 backdrop-blur"
    >
      <ul className="scrollbar-none flex gap-2 overflow-x-auto">
        {sections.map((s) => (
          <li key={s.id} className="shrink-0">
            <button
              type="button"
              aria-current={active === s.id ? 'true' : undefined}
              onClick={() => {
                setActive(s.id);
                document.getElementById(sectionDomId(s.id))?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
              className={chipClass({ pressed: active === s.id })}
            >
              {s.name}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
