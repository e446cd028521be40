// The contract's English error texts, in the chunk of the English texts (lib/i18n.ts loads it with them).
export { ERROR_TEXTS_EN, englishMessage } from '@salon/contract';
