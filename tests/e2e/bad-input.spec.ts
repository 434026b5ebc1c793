import { expect, test } from "./support/fixtures";

// Input PostgreSQL cannot store (a NUL character) is refused with a 4xx and a readable message,
// never passed on to fail as a server error.

test("an address with a NUL character is refused with 400, on public and admin pages alike", async ({
  page,
  request,
  login,
}) => {
  for (const path of [
    "/product/r36%00-ultra",
    "/addon/x%00",
    "/order-confirmation/RH-%00",
    "/track-order?order=RH%00",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.text()).toContain("unsupported character");
  }
  await login();
  for (const path of [
    "/admin/dashboard/orders?q=%00",
    "/admin/dashboard/products?search=%00",
    "/admin/dashboard/reviews?search=%00",
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(400);
  }
});

test("a JSON body with a NUL character gets a 400 with a message a person can read", async ({ request }) => {
  const tracked = await request.post("/api/track-order", { data: { orderNumber: "RH-\u0000" } });
  expect(tracked.status()).toBe(400);
  expect(await tracked.json()).toEqual({
    error: "Please remove the unsupported character (NUL) from what you entered.",
  });
});
