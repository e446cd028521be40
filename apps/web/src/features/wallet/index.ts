export { ServiceTickets } from './components/ServiceTickets';
export { PaymentBreakdown, WalletPicker } from './components/WalletPicker';
export {
  isWalletFailure,
  methodsForRest,
  methodToSend,
  NO_WALLET,
  type WalletSelection,
  walletFields,
  withoutFailed,
} from './selection';
