import type { AppLoadContext } from "react-router";

import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { createVideo, getVideoForAdmin, updateVideo } from "~/modules/videos/videos-admin.server";
import type { VideoInput } from "~/modules/videos/videos.schema";

import { routeRules } from "./video-editor";

// The video editor's loader and action, for its two pages: videos/new (no id) and videos/edit/:id.
type Args = { request: Request; params: { id?: string }; context: AppLoadContext };

const VIDEOS = "/admin/dashboard/videos";

export const loader = ({ params: { id }, ...args }: Args) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    video: id ? await orNotFound(getVideoForAdmin(db, id), "Video not found") : null,
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = ({ params: { id }, ...args }: Args) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const input = formInput<VideoInput>(form);
    if (!id) {
      await createVideo(db, input, actor);
      return redirectWithToast(args.context.config, VIDEOS, "Video created successfully.");
    }
    await updateVideo(db, { ...input, id }, actor);
    return redirectWithToast(args.context.config, VIDEOS, "Video updated successfully.");
  });
