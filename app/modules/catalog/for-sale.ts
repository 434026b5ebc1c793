// "Is this item for sale": the one rule, in JavaScript, for a product or an add-on already read (deleted
// rows are filtered out by the read). `published`/`addonPublished` in catalog.server.ts are its SQL form.
export function isForSale(item: { status: string }): boolean {
  return item.status === "published";
}
