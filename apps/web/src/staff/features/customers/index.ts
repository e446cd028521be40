/** What other staff features may use of customers, besides its api/ and components/. */
export { CustomerLookup } from './components/CustomerLookup';
export { KnownPhone } from './components/KnownPhone';
