/** Now in unix seconds (whole seconds, as the API speaks them). */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
