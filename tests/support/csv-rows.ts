/** A downloaded CSV's rows: without the byte-order mark Excel needs and without the empty line after the last row. */
export const csvRows = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
