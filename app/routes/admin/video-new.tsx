// A new video: the video editor with no video yet.
export { action, loader } from "./video-editor.server";
export { meta, VideoEditor as default, routeRules } from "./video-editor";
