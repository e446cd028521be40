/** What other features may use of menu, besides its api/ and components/. */
export { formatProductDuration, formatProductPrice, productRange, variantsOf } from './price';
export { groupByCategory } from './sections';
