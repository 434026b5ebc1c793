// The assistant's tools, in one list: SPEC §9's create/update/delete of products, add-ons and reviews,
// update_order, upload_image and upload_video, the get_ reads, get_settings and bulk_update. Each is
// defined beside its domain's tools (see tool-kit.server.ts for what a tool is made of).
import { CATALOG_TOOLS } from "./catalog-tools.server";
import { MEDIA_BULK_TOOLS } from "./media-bulk-tools.server";
import { READ_TOOLS } from "./read-tools.server";
import { REVIEW_ORDER_TOOLS } from "./review-order-tools.server";
import type { Tool } from "./tool-kit.server";

export const TOOLS: Tool[] = [...READ_TOOLS, ...CATALOG_TOOLS, ...REVIEW_ORDER_TOOLS, ...MEDIA_BULK_TOOLS];

export const TOOL_NAMES = TOOLS.map((t) => t.name);

export function findTool(name: string): Tool | undefined {
  return TOOLS.find((t) => t.name === name);
}
