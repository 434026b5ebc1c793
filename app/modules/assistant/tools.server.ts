// The assistant's tools, in one list: SPEC §9's create/update/delete of products, add-ons and reviews,
// update_order, upload_image and upload_video, the get_ reads, bulk_update, and the order page's
// cancel and refund, the often-changed settings, the FAQs and undo. Each is defined beside its
// domain's tools (see tool-kit.server.ts for what a tool is made of).
import { ANSWER_TOOLS } from "./answer-tools.server";
import { CATALOG_TOOLS } from "./catalog-tools.server";
import { CONTENT_TOOLS } from "./content-tools.server";
import { MEDIA_BULK_TOOLS } from "./media-bulk-tools.server";
import { ORDER_TOOLS } from "./order-tools.server";
import { PROMOTION_TOOLS } from "./promotion-tools.server";
import { READ_TOOLS } from "./read-tools.server";
import { REVIEW_TOOLS } from "./review-tools.server";
import type { Tool } from "./tool-kit.server";
import { UNDO_TOOLS } from "./undo-tool.server";

export const TOOLS: Tool[] = [
  ...READ_TOOLS,
  ...ANSWER_TOOLS,
  ...CATALOG_TOOLS,
  ...REVIEW_TOOLS,
  ...ORDER_TOOLS,
  ...CONTENT_TOOLS,
  ...MEDIA_BULK_TOOLS,
  ...PROMOTION_TOOLS,
  ...UNDO_TOOLS,
];

export const TOOL_NAMES = TOOLS.map((t) => t.name);

export function findTool(name: string): Tool | undefined {
  return TOOLS.find((t) => t.name === name);
}
