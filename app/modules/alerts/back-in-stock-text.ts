// The back-in-stock form's words, without zod, so the product page's first load does not carry it.

/** Said beside the form (UK GDPR): what the address is for, and how long it is kept. */
export const BACK_IN_STOCK_PRIVACY =
  "We use your address only to email you once when this is back in stock, and delete it as soon as " +
  "we have, or when you unsubscribe. No account, no marketing.";

export const BACK_IN_STOCK_DONE =
  "Thanks: please confirm your address with the link we've just emailed you, and we'll email you once when it's " +
  "back in stock.";
