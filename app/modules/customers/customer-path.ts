/** A customer's admin page: their lower-cased email address, percent-encoded into the path. */
export const customerPath = (email: string) => `/admin/dashboard/customers/${encodeURIComponent(email)}`;
