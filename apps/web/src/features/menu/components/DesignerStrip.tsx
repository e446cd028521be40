import type { Provider } from '@salon/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '#web/components/Avatar';
import { Icon } from '#web/components/Icon';
import { ScrollStrip } from '#web/components/ScrollStrip';

/** Designers to price the menu for; "no preference" first unless the store requires a choice. */
export function DesignerStrip({
  designers,
  selected,
  hrefFor,
  allowNoPreference,
}: {
  designers: Provider[];
  selected: string | null;
  hrefFor: (id: string | null) => string;
  allowNoPreference: boolean;
}) {
  const { t } = useTranslation();
  const option = (id: string | null, name: string, avatar: ReactNode, title?: string | null) => {
    const active = selected === id;
    return (
      <li key={id ?? 'any'} className="w-[4.75rem] shrink-0">
        <Link
          to={hrefFor(id)}
          replace
          preventScrollReset
          aria-current={active ? 'true' : undefined}
          aria-label={title ? `${name}（${title}）` : name}
          className="group flex flex-col items-center gap-1.5 rounded-xl p-1 text-center"
        >
          <span
            className={`rounded-full p-0.5 transition ${active ? 'bg-brand-600' : 'bg-transparent group-hover:bg-brand-200'}`}
          >
            {avatar}
          </span>
          <span className={`w-full truncate text-xs ${active ? 'font-semibold text-brand-700' : 'text-ink'}`}>
            {name}
          </span>
        </Link>
      </li>
    );
  };
  return (
    <section aria-label={t('menu.designers')}>
      <ScrollStrip
        labels={{ previous: t('menu.designersPrevious'), next: t('menu.designersNext') }}
        selected='[aria-current="true"]'
        selectedKey={selected}
      >
        {(list) => (
          <ul
            ref={list}
            className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto scroll-smooth px-4 pb-1 md:mx-0 md:px-1"
          >
            {allowNoPreference &&
              option(
                null,
                t('menu.noPreference'),
                <span className="grid size-14 place-items-center rounded-full border-2 border-white bg-brand-50 text-brand-600">
                  <Icon name="sparkle" className="size-6" />
                </span>,
              )}
            {designers.map((d) =>
              option(
                d.id,
                d.name,
                <Avatar src={d.avatar} name={d.name} className="size-14 border-2 border-white" />,
                d.title,
              ),
            )}
          </ul>
        )}
      </ScrollStrip>
    </section>
  );
}
