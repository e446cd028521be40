/** What other features may use of booking, besides its api/ and components/. */
export { forgetCart } from './cart-store';
