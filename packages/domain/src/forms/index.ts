/** Forms a store asks its customers to fill in: the check of answers against the form's fields. */
export * from './answers';
