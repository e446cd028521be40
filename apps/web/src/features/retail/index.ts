/** What other features may use of retail, besides its api/ and components/. */
export { forgetRetailCart } from './cart-store';
