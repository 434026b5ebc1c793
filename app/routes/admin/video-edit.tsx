import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { VideoForm } from "~/modules/videos/video-form";
import { getVideoForAdmin, updateVideo } from "~/modules/videos/videos-admin.server";
import type { VideoInput } from "~/modules/videos/videos.schema";

import type { Route } from "./+types/video-edit";

const LIST = "/admin/dashboard/videos";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => ({
    video: await orNotFound(getVideoForAdmin(db, args.params.id), "Video not found"),
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    await updateVideo(db, { ...formInput<VideoInput>(form), id: args.params.id }, actor);
    return redirectWithToast(args.context.config, LIST, "Video updated successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "Edit video · Admin" }];

export default function EditVideo({ loaderData: { video, products } }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Edit Video" description={video.title}>
      {(result) => <VideoForm key={video.id} video={video} products={products} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
