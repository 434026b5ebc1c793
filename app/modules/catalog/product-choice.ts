import { optionalId } from "~/lib/schema-fields";

// A form's choice of the product an add-on, a review or a video belongs to: one message for a choice the
// form's list could not have offered, whether the schema refuses its shape or the catalogue its id.
export const CHOOSE_PRODUCT = "Choose a product from the list";

/** An optional product id from a form's product list: empty for none. */
export const productChoice = () => optionalId(CHOOSE_PRODUCT);
