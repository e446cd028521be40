import { changedKeys, changedWords } from './changes';
import { fields, money, nameOf, num, quoted, type Said, type Sentence } from './context';

/** What kind of thing a menu entry is about, by its operation. */
function thing(s: Said): string {
  const op = s.entry.operation;
  if (op.includes('Retail')) return s.say('商品', 'retail item');
  if (op.includes('Categor')) return s.say('分類', 'category');
  return s.say('服務', 'service');
}

function itemName(s: Said, record: unknown): string {
  return quoted(s, nameOf(s, record) ?? s.say('（未命名）', '(unnamed)'));
}

/** An edit of a service or retail item: its price change first, then the other fields it changed. */
export const editItem: Sentence = (s) => {
  const { before, after } = s.entry;
  const keys = changedKeys(before, after);
  const name = itemName(s, after);
  const [was, is] = [num(fields(before).price), num(fields(after).price)];
  const others = keys.filter((k) => k !== 'price');
  if (was !== null && is !== null && was !== is) {
    const rest = others.length
      ? s.say(`，並修改了${changedWords(s, others)}`, `, and changed its ${changedWords(s, others)}`)
      : '';
    return s.say(
      `${s.who} 將${name}價格由 ${money(was)} 改為 ${money(is)}${rest}`,
      `${s.who} changed the price of ${name} from ${money(was)} to ${money(is)}${rest}`,
    );
  }
  if (!keys.length)
    return s.say(`${s.who} 儲存了${thing(s)}${name}（沒有變更）`, `${s.who} saved the ${thing(s)} ${name} (no change)`);
  return s.say(
    `${s.who} 修改了${thing(s)}${name}：${changedWords(s, keys)}`,
    `${s.who} edited the ${thing(s)} ${name}: ${changedWords(s, keys)}`,
  );
};

/** A new service, retail item or category. */
export const createItem: Sentence = (s) => {
  const price = num(fields(s.entry.after).price);
  const priced = price === null ? '' : s.say(`（${money(price)}）`, ` (${money(price)})`);
  const name = itemName(s, s.entry.after);
  return s.say(`${s.who} 新增了${thing(s)}${name}${priced}`, `${s.who} added the ${thing(s)} ${name}${priced}`);
};

export const orderCategories: Sentence = (s) => s.say(`${s.who} 調整了分類的順序`, `${s.who} reordered the categories`);

/** A stock adjustment: the item, its stock before and after, and the reason. */
export const adjustStock: Sentence = (s) => {
  const after = fields(s.entry.after);
  const item = fields(after.item);
  const reason = fields(after.adjustment).reason;
  const why = typeof reason === 'string' && reason.trim() ? s.say(`（${reason.trim()}）`, ` (${reason.trim()})`) : '';
  const [was, is] = [num(fields(s.entry.before).stock), num(item.stock)];
  return s.say(
    `${s.who} 將${itemName(s, item)}庫存由 ${was ?? '—'} 調整為 ${is ?? '—'}${why}`,
    `${s.who} adjusted the stock of ${itemName(s, item)} from ${was ?? '—'} to ${is ?? '—'}${why}`,
  );
};
