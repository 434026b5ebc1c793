// The admin CSRF token's names on the wire, shared by the forms, the fetch calls and the server check
// (modules/auth/session.server.ts). HTTP header names are case-insensitive.
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "X-CSRF-Token";
