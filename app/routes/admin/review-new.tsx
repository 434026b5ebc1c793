// A new review: the review editor with no review yet.
export { action, loader } from "./review-editor.server";
export { meta, ReviewEditor as default, routeRules } from "./review-editor";
