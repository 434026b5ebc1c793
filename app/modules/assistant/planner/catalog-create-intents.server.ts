// New products and add-ons in an operator's words ("add a product called X at 59.99", "add an add-on called Y
// for the x55, 8.99"), always as drafts, and an attached picture made a product's main image.
import { slugify } from "~/lib/schema-fields";

import { findAmount, poundsText } from "./amounts.server";
import { itemOf } from "./catalog-intents.server";
import { matchCatalog } from "./entities.server";
import { askWith, call, isPlan, money, propose, type Intent } from "./kit.server";

export const createIntent: Intent = async (req) => {
  const m = req.raw.match(
    new RegExp(
      String.raw`^\s*(?:create|add|new)\s+(?:a\s+)?(?:new\s+)?(draft\s+)?(?:product|console|handheld)\s*(?:called|` +
        String.raw`named|:|-)?\s*(.+?)[\s,]+(?:priced\s+at|priced|` +
        String.raw`at|for|costing|,)?\s*(£?\d[\d.]*p?)\s*$`,
      "i",
    ),
  );
  if (!m) return null;
  const amount = findAmount(m[3]);
  if (!amount || amount.kind !== "money") return null;
  const name = m[2].replace(/^["']|["',]+$/g, "").trim();
  return propose(`I'll create the draft product "${name}" at ${money(amount.pence)}. Please review and approve.`, [
    call("create_product", { name, slug: slugify(name), price: poundsText(amount.pence), status: "draft" }),
  ]);
};

/** "add an add-on called Silicone Grip for the x55, 8.99": a new draft add-on, linked to the product named. */
export const createAddonIntent: Intent = async (req) => {
  const m = req.raw.match(
    new RegExp(
      String.raw`^\s*(?:create|add|new)\s+(?:a\s+|an\s+)?(?:new\s+)?add-?on\s*(?:called|named|:|-)?\s*(.+?)` +
        String.raw`[\s,]+(?:priced\s+at|at|costing|for|,)?\s*(£?\d[\d.]*)\s*$`,
      "i",
    ),
  );
  if (!m) return null;
  const amount = findAmount(m[2]);
  if (!amount || amount.kind !== "money") return null;
  const [name, linkedTo] = m[1].replace(/,\s*$/, "").split(/\s+(?:for|with)\s+(?:the\s+)?/i);
  const products = (await req.lookup.catalog()).filter((i) => i.kind === "product");
  const linked = linkedTo ? matchCatalog(linkedTo.toLowerCase(), products) : null;
  if (linked && !("found" in linked))
    return askWith(`Which product does ${name.trim()} go with: ${products.map((p) => p.name).join(", ")}?`, []);
  const product = linked && "found" in linked ? linked.found : null;
  const clean = name.replace(/^["']|["']$/g, "").trim();
  return propose(
    `I'll create the draft add-on "${clean}" at ${money(amount.pence)}` +
      `${product ? ` for ${product.name}` : ""}. Please review and approve.`,
    [
      call("create_addon", {
        name: clean,
        slug: slugify(clean),
        price: poundsText(amount.pence),
        status: "draft",
        ...(product ? { productLinked: product.id } : {}),
      }),
    ],
  );
};

export const imageIntent: Intent = async (req) => {
  if (!/\b(?:image|photo|picture|pic)\b/.test(req.text)) return null;
  const url = req.attachedImages.at(-1);
  if (!url) return askWith("Please attach the image first (Attach files), then ask again.", []);
  const item = await itemOf(req, ["product"], false);
  if (isPlan(item)) return item;
  if (!item) return null;
  return propose(`I'll make the attached image the main image of ${item.name}. Please review and approve.`, [
    call("upload_image", { url, target: "product", id: item.id }),
  ]);
};
