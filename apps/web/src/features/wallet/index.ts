export { ServiceTickets } from './components/ServiceTickets';
export { PaymentBreakdown, ReturnedUses, WalletPicker } from './components/WalletPicker';
export {
  isWalletFailure,
  NO_WALLET,
  orderLinesOf,
  type WalletSelection,
  walletFields,
  withoutFailed,
} from './selection';
