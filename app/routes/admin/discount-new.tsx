// A new discount code: the discount code editor with no code yet.
export { action, loader } from "./discount-editor.server";
export { meta, DiscountCodeEditor as default, routeRules } from "./discount-editor";
