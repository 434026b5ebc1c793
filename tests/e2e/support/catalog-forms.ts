// What the admin catalogue journeys type and upload: names unique to a run (so journeys run in any order),
// generated pictures, and the editor's labelled fields.
import { randomBytes } from "node:crypto";

import type { Page } from "@playwright/test";
import sharp from "sharp";

export const unique = () => randomBytes(3).toString("hex");

export const png = (colour: string, width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** Types each value into the field with exactly that label, in order. */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
}
