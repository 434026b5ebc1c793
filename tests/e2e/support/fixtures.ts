import { test as base, expect } from "@playwright/test";

import type { Role } from "~/modules/auth/permissions";

import { signInAsAdmin } from "./admin";

// The journeys' `test`: Playwright's, plus `login`, which signs the page in as an admin of its own (an Owner
// unless a role is named), made with its session directly in the shop's database (as Epic Stack's
// playwright-utils does). Only the journey about the login page itself signs in through the form.
export const test = base.extend<{ login: (role?: Role) => Promise<{ email: string; csrfToken: string }> }>({
  login: async ({ page, baseURL }, provide) => {
    await provide(async (role) => {
      const admin = await signInAsAdmin(page.context(), baseURL!, role);
      return { email: admin.user.email, csrfToken: admin.csrfToken };
    });
  },
});

export { expect };
