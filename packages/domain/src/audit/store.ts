import { changedKeys, changedWords } from './changes';
import { fields, list, nameOf, quoted, type Said, type Sentence, text } from './context';
import { ROLE_WORDS, word } from './words';

/** Store settings: which of them changed. */
export const settings: Sentence = (s) => {
  const keys = changedKeys(s.entry.before, s.entry.after);
  if (!keys.length)
    return s.say(`${s.who} 儲存了店家設定（沒有變更）`, `${s.who} saved the store settings (no change)`);
  return s.say(
    `${s.who} 修改了店家設定：${changedWords(s, keys)}`,
    `${s.who} changed the store settings: ${changedWords(s, keys)}`,
  );
};

/** The e-invoice settings: what changed (the keys are never in the entry, only whether they are set). */
export const invoiceSettings: Sentence = (s) => {
  const keys = changedKeys(s.entry.before, s.entry.after);
  if (!keys.length)
    return s.say(`${s.who} 儲存了電子發票設定（沒有變更）`, `${s.who} saved the e-invoice settings (no change)`);
  return s.say(
    `${s.who} 修改了電子發票設定：${changedWords(s, keys)}`,
    `${s.who} changed the e-invoice settings: ${changedWords(s, keys)}`,
  );
};

const days = (value: unknown): string[] => (Array.isArray(value) ? value.filter((d) => typeof d === 'string') : []);
const slashed = (iso: string) => iso.replaceAll('-', '/');

/** Holidays added and removed, in words: 「新增公休日 2026/12/25」. */
function holidayWords(s: Said): string[] {
  const [was, is] = [days(fields(s.entry.before).holidays), days(fields(s.entry.after).holidays)];
  const added = is.filter((d) => !was.includes(d)).map(slashed);
  const removed = was.filter((d) => !is.includes(d)).map(slashed);
  return [
    ...(added.length ? [s.say(`新增公休日 ${list(s, added)}`, `added the holidays ${list(s, added)}`)] : []),
    ...(removed.length ? [s.say(`取消公休日 ${list(s, removed)}`, `removed the holidays ${list(s, removed)}`)] : []),
  ];
}

/** The store's hours and holidays. */
export const hours: Sentence = (s) => {
  const keys = changedKeys(s.entry.before, s.entry.after);
  const parts = [
    ...(keys.some((k) => k !== 'holidays')
      ? [
          changedWords(
            s,
            keys.filter((k) => k !== 'holidays'),
          ),
        ]
      : []),
  ];
  const said = [...parts, ...holidayWords(s)];
  if (!said.length) return s.say(`${s.who} 儲存了營業時間（沒有變更）`, `${s.who} saved the store hours (no change)`);
  return s.say(`${s.who} 修改了營業時間：${list(s, said)}`, `${s.who} changed the store hours: ${list(s, said)}`);
};

/** An invitation: who, as what. */
export const invite: Sentence = (s) => {
  const member = fields(fields(s.entry.after).member);
  const name = text(member.name) ?? s.say('一位新成員', 'a new member');
  const role = word(s, ROLE_WORDS, member.role, ['成員', 'member']);
  const again = s.entry.before ? s.say('重新', 'again ') : '';
  return s.say(`${s.who} ${again}邀請 ${name} 擔任${role}`, `${s.who} ${again}invited ${name} as ${role}`);
};

/** A staff account's role or active state changed (deactivated, reactivated, a new role). */
export const changeMember: Sentence = (s) => {
  const before = fields(s.entry.before);
  const after = fields(s.entry.after);
  const name = text(after.name) ?? s.say('一位成員', 'a member');
  const parts: string[] = [];
  if (before.role !== after.role) {
    const from = word(s, ROLE_WORDS, before.role, ['成員', 'member']);
    const to = word(s, ROLE_WORDS, after.role, ['成員', 'member']);
    parts.push(s.say(`將 ${name} 的角色由${from}改為${to}`, `changed ${name}'s role from ${from} to ${to}`));
  }
  if (before.active !== after.active)
    parts.push(
      after.active
        ? s.say(`重新啟用了 ${name} 的帳號`, `reactivated ${name}'s account`)
        : s.say(`停用了 ${name} 的帳號`, `deactivated ${name}'s account`),
    );
  if (!parts.length)
    return s.say(`${s.who} 儲存了 ${name} 的帳號（沒有變更）`, `${s.who} saved ${name}'s account (no change)`);
  return s.say(`${s.who} ${parts.join('，並')}`, `${s.who} ${parts.join(' and ')}`);
};

/** A new set-password link sent to a member (the link itself is never logged). */
export const passwordLink: Sentence = (s) => {
  const member = fields(fields(s.entry.after).member);
  const name = text(member.name) ?? s.say('一位成員', 'a member');
  return s.say(`${s.who} 寄給 ${name} 新的設定密碼連結`, `${s.who} sent ${name} a new set-password link`);
};

const designerName = (s: Said) =>
  nameOf(s, s.entry.after) ?? nameOf(s, s.entry.before) ?? s.say('一位設計師', 'a designer');

export const addDesigner: Sentence = (s) =>
  s.say(`${s.who} 新增了設計師 ${designerName(s)}`, `${s.who} added the designer ${designerName(s)}`);

export const editDesigner: Sentence = (s) => {
  const [before, after] = [fields(s.entry.before), fields(s.entry.after)];
  if (before.active !== undefined && before.active !== after.active)
    return after.active
      ? s.say(
          `${s.who} 讓設計師 ${designerName(s)} 重新接受預約`,
          `${s.who} made the designer ${designerName(s)} bookable again`,
        )
      : s.say(
          `${s.who} 停用了設計師 ${designerName(s)}（離職，不再接受預約）`,
          `${s.who} switched off the designer ${designerName(s)} (left; no more bookings)`,
        );
  const keys = changedKeys(s.entry.before, s.entry.after);
  const what = keys.length ? s.say(`：${changedWords(s, keys)}`, `: ${changedWords(s, keys)}`) : '';
  return s.say(
    `${s.who} 修改了設計師 ${designerName(s)}${what}`,
    `${s.who} edited the designer ${designerName(s)}${what}`,
  );
};

export const designerPhoto: Sentence = (s) =>
  s.say(
    `${s.who} 更換了設計師 ${designerName(s)} 的照片`,
    `${s.who} changed the photo of the designer ${designerName(s)}`,
  );

export const resendMessage: Sentence = (s) =>
  s.say(`${s.who} 重新送出一則通知`, `${s.who} sent a failed message again`);

export const inboxSeen: Sentence = (s) => s.say(`${s.who} 看過了收件匣`, `${s.who} read the inbox`);

export const categoryEdit: Sentence = (s) => {
  const name = quoted(s, nameOf(s, s.entry.after) ?? s.say('（未命名）', '(unnamed)'));
  const keys = changedKeys(s.entry.before, s.entry.after);
  const what = keys.length ? s.say(`：${changedWords(s, keys)}`, `: ${changedWords(s, keys)}`) : '';
  return s.say(`${s.who} 修改了分類${name}${what}`, `${s.who} edited the category ${name}${what}`);
};
