// A Shopify product CSV as Shopify's admin exports one, written by hand (not by the shop's code), for the
// import and export tests: `count` products, every third with two colour variants, some with gallery images.
const HEADER =
  "Handle,Title,Body (HTML),Vendor,Type,Tags,Published,Option1 Name,Option1 Value,Option2 Name,Option2 Value," +
  "Option3 Name,Option3 Value,Variant SKU,Variant Inventory Qty,Variant Price,Variant Compare At Price,Image Src," +
  "Image Position,Image Alt Text,SEO Title,SEO Description,Variant Image,Status";

export function shopifyProductCsv(count: number, prefix = "imported"): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i++) {
    const n = String(i).padStart(4, "0");
    const handle = `${prefix}-handheld-${n}`;
    const price = `${49 + (i % 50)}.99`;
    const published = i % 4 === 0 ? ["FALSE", "draft"] : ["TRUE", "active"];
    const product = [handle, `Handheld ${n}`, `"A pocket console, model ${n}."`, "Anbernic", "Handheld Consoles"];
    const tags = i % 2 ? `"retro, handheld"` : "retro";
    const image = `/uploads/${handle}.webp`;
    const seo = [`Handheld ${n} | Retro`, `Buy the Handheld ${n}`];
    if (i % 3 === 0) {
      lines.push(
        [...product, tags, published[0], "Colour", "Black", "", "", "", "", `SKU-${n}-BK`, "5", price, ""]
          .concat([image, "1", `Handheld ${n}`, ...seo, `/uploads/${handle}-black.webp`, published[1]])
          .join(","),
        [handle, "", "", "", "", "", "", "", "White", "", "", "", "", `SKU-${n}-WH`, "0", "59.99", ""]
          .concat([`/uploads/${handle}-2.webp`, "2", "", "", "", "", ""])
          .join(","),
      );
    } else {
      lines.push(
        [...product, tags, published[0], "Title", "Default Title", "", "", "", "", `SKU-${n}`, String(i % 30), price]
          .concat(["", image, "1", `Handheld ${n}`, ...seo, "", published[1]])
          .join(","),
      );
    }
  }
  return lines.map((l) => `${l}\r\n`).join("");
}
