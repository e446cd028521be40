export * from './categories';
export { type AuditFacts, type AuditNames, type BookingFacts, NO_NAMES, type SummaryContext } from './context';
export { auditSummary, namesWanted } from './summary';
