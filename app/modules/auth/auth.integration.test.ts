import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions, userRoles, users } from "~/db/schema/auth";

import { testDb } from "../../../tests/support/test-db";
import { authenticate, createAdmin, createSession, getSessionUser, SESSION_IDLE_MS } from "./auth.server";

const { db } = await testDb();

describe("admin accounts", () => {
  it("creates an admin once and is idempotent on a second run", async () => {
    const first = await createAdmin(db, { email: "owner@example.com", password: "first password!" });
    const second = await createAdmin(db, { email: "owner@example.com", password: "second password!" });
    expect(first.created).toBe(true);
    expect(second.created).toBe(false);
    expect(await db.select().from(users).where(eq(users.email, "owner@example.com"))).toHaveLength(1);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, first.id))).toHaveLength(1);
    await expect(authenticate(db, { email: "OWNER@example.com", password: "second password!" })).resolves.toMatchObject(
      { isAdmin: true },
    );
  });

  it("makes its user an Owner, whatever role they had", async () => {
    const first = await createAdmin(db, { email: "boss@example.com", password: "first password!" });
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, first.id))).toEqual([
      { userId: first.id, role: "owner" },
    ]);
    await db.update(userRoles).set({ role: "fulfilment" }).where(eq(userRoles.userId, first.id));
    await createAdmin(db, { email: "boss@example.com", password: "first password!" });
    await expect(authenticate(db, { email: "boss@example.com", password: "first password!" })).resolves.toMatchObject({
      role: "owner",
    });
  });

  it("never stores the password in clear", async () => {
    await createAdmin(db, { email: "clear@example.com", password: "do not store me" });
    const [row] = await db.select().from(users).where(eq(users.email, "clear@example.com"));
    expect(row.passwordHash).not.toContain("do not store me");
    expect(row.passwordHash).toMatch(/^scrypt\$/);
  });

  it("refuses a wrong password with the same message as an unknown email", async () => {
    await createAdmin(db, { email: "someone@example.com", password: "right password" });
    await expect(authenticate(db, { email: "someone@example.com", password: "wrong" })).rejects.toThrow(
      "Invalid login credentials",
    );
    await expect(authenticate(db, { email: "nobody@example.com", password: "wrong" })).rejects.toThrow(
      "Invalid login credentials",
    );
  });
});

describe("sessions", () => {
  it("finds the user for a live session and ends it after the idle timeout", async () => {
    const admin = await createAdmin(db, { email: "idle@example.com", password: "a good password" });
    const start = new Date("2026-11-21T10:00:00Z");
    const { token } = await createSession(db, admin.id, start);
    expect(await getSessionUser(db, token, new Date(start.getTime() + 1000))).toMatchObject({
      email: "idle@example.com",
      isAdmin: true,
    });
    expect(await getSessionUser(db, token, new Date(start.getTime() + SESSION_IDLE_MS + 60_000))).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(0);
  });

  it("knows nothing of a made-up token", async () => {
    expect(await getSessionUser(db, "made-up")).toBeNull();
  });
});
