// A basket as Add to Cart leaves it in a browser without JavaScript, for tests through the real app.

/** Posts Add to Cart to /cart as a plain form; the cookies it set, as a browser sends them back. */
export async function addWithoutScript(shopUrl: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${shopUrl}/cart`, {
    method: "POST",
    body: new URLSearchParams({ intent: "add", redirectTo: "/cart", ...fields }),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`Add to Cart answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
