// A form post as the browser sends it to the shop on localhost, with the session's cookie when there is one.
export const formPost = (url: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
  });
