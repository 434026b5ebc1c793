// Apart from the product card, so a page with a card-like link of its own (the product page's add-ons) does not
// load the whole card for a class list.

/** A card that is one big link: a dark ring outside it when the link has keyboard focus, which stands out
 * 3:1 from the card's unfocused look even where its border is already the brand colour. */
export const CARD_FOCUS =
  "has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-foreground";
