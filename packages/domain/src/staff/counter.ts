/**
 * How the rest of a bill is taken at the counter: cash, LINE Pay at the shop's own terminal, the
 * store's own way (a transfer, a gift) or a card terminal. Online methods never reach the counter.
 */
export const COUNTER_METHODS = ['Cash', 'LinePayOffline', 'Custom', 'CardTerminal'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
