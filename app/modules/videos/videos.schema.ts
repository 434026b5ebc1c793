import { z } from "zod";

import { requiredText, requiredUrl, textField, urlOrEmpty, wholeNumber } from "~/lib/schema-fields";
import { productChoice } from "~/modules/catalog/product-choice";

// The admin video form (SPEC §5), shared by the form, the server action and the AI assistant.
export const VideoSchema = z.object({
  title: requiredText("Title is required", "Title", 200),
  subtitle: textField("Subtitle", 300),
  videoUrl: requiredUrl("Video URL is required", "Video URL must be a valid URL"),
  thumbnailUrl: urlOrEmpty("Thumbnail URL must be a valid URL"),
  /** null: a homepage video */
  productId: productChoice(),
  position: wholeNumber("Position must be a whole number of 0 or more", { fallback: 0, label: "Position" }),
  status: z.enum(["published", "draft"], { error: "Status must be published or draft" }).default("published"),
});
export type VideoInput = z.input<typeof VideoSchema>;

export const VideoUpdateSchema = VideoSchema.extend({ id: z.uuid("Unknown video") });
export type VideoUpdateInput = z.input<typeof VideoUpdateSchema>;

/** A stored video as this schema's input, for partial edits. */
export function toVideoInput(video: z.output<typeof VideoSchema>): VideoInput {
  const { title, subtitle, videoUrl, thumbnailUrl, productId, position, status } = video;
  return { title, subtitle, videoUrl, thumbnailUrl, productId: productId ?? "", position, status };
}
