// One video to edit, by its id: the video editor.
export { action, loader } from "./video-editor.server";
export { meta, VideoEditor as default, routeRules } from "./video-editor";
