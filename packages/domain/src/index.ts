export * from './booking/calendar-window';
export { cancelPolicyLines, type PolicyContext, type PolicyLine, type RefundTone } from './booking/cancellation-texts';
export * from './booking/designer-choice';
export * from './booking/index';
export * from './booking/refund-tone';
export * from './format/index';
export * from './vocabulary/catalog';
export * from './vocabulary/index';
