export declare const E2E_PORTS: { readonly postgres: number; readonly pglite: number };
export declare const E2E_ADMIN: { readonly email: string; readonly password: string };
/** The PostgreSQL database the e2e shop runs on; tests may connect to prepare data. */
export declare const E2E_DATABASE_URL: string;
