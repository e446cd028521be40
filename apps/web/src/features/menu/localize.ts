import type { RetailMenu, ServiceMenu } from '@salon/contract';
import { type DisplayLocale, shownText } from '@salon/domain';

/*
 * The menus in the customer's language (issue 28.2): each service, option, category and retail item
 * named as the domain's shownText says (the store's English in English, when it gave one), so every
 * screen and the cart read the names the customer reads. The menu queries key on the language.
 */

const named = <T extends { name: string; description?: string | null; en?: { name: string } | null }>(
  item: T,
  locale: DisplayLocale,
): T => {
  if (locale !== 'en' || !item.en) return item;
  const shown = shownText(item, locale);
  return { ...item, name: shown.name, ...('description' in item ? { description: shown.description } : {}) };
};

export function localizeServiceMenu(menu: ServiceMenu, locale: DisplayLocale): ServiceMenu {
  if (locale !== 'en') return menu;
  return {
    ...menu,
    products: menu.products.map((p) => ({ ...named(p, locale), subItems: p.subItems.map((s) => named(s, locale)) })),
    categories: menu.categories.map((c) => named(c, locale)),
  };
}

export function localizeRetailMenu(menu: RetailMenu, locale: DisplayLocale): RetailMenu {
  if (locale !== 'en') return menu;
  return {
    products: menu.products.map((p) => named(p, locale)),
    categories: menu.categories.map((c) => named(c, locale)),
  };
}
