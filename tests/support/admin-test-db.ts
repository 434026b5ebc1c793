// A file of back-office tests: its database, emptied before each test with a new admin signed in, and
// that admin's requests to the admin pages.
import { beforeEach } from "vitest";

import { createAdminSession } from "./factories";
import { adminGet, adminPost, type AdminSession } from "./route-context";
import { resetDb, testDb } from "./test-db";

export type SignedInAdmin = Awaited<ReturnType<typeof createAdminSession>>;

/** `session.admin` is the admin signed in for the running test (a test may sign in another in its place). */
export async function adminTestDb() {
  const { db } = await testDb();
  const session = {} as { admin: SignedInAdmin };
  beforeEach(async () => {
    await resetDb(db);
    session.admin = await createAdminSession(db);
  });
  return {
    db,
    session,
    /** a form posted to `path` under /admin/dashboard/, as the admin unless `as` says otherwise */
    post: (path: string, fields: Record<string, string | string[]>, as: AdminSession = session.admin) =>
      adminPost(path, fields, as),
    /** a page under /admin/dashboard/ opened as the admin */
    get: (path: string) => adminGet(path, session.admin),
  };
}
