// One discount code to edit, by its id: the discount code editor.
export { action, loader } from "./discount-editor.server";
export { meta, DiscountCodeEditor as default, routeRules } from "./discount-editor";
