import { fields, type Sentence, short, text } from './context';
import { customerOf } from './people';

const nameFrom = (s: Parameters<Sentence>[0]) =>
  text(fields(s.entry.after).name) ?? text(fields(s.entry.before).name) ?? customerOf(s, s.entry.entityId);

export const customerNotes: Sentence = (s) => {
  const notes = text(fields(s.entry.after).staffNotes);
  const who = nameFrom(s);
  if (!notes) return s.say(`${s.who} 清除了 ${who} 的備註`, `${s.who} cleared the notes on ${who}`);
  return s.say(
    `${s.who} 將 ${who} 的備註改為「${short(notes)}」`,
    `${s.who} changed the notes on ${who} to "${short(notes)}"`,
  );
};

export const blockCustomer: Sentence = (s) => {
  const after = fields(s.entry.after);
  const who = nameFrom(s);
  if (!after.blocked) return s.say(`${s.who} 解除封鎖顧客 ${who}`, `${s.who} unblocked the customer ${who}`);
  const reason = text(after.blockReason);
  const why = reason ? s.say(`（${short(reason)}）`, ` (${short(reason)})`) : '';
  return s.say(`${s.who} 封鎖了顧客 ${who}${why}`, `${s.who} blocked the customer ${who}${why}`);
};
