// One review to edit, by its id: the review editor.
export { action, loader } from "./review-editor.server";
export { meta, ReviewEditor as default, routeRules } from "./review-editor";
