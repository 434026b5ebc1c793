import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { orNotFound } from "~/lib/http.server";
import { adminEditorAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { VideoForm } from "~/modules/videos/video-form";
import { createVideo, getVideoForAdmin, updateVideo } from "~/modules/videos/videos-admin.server";
import type { VideoInput } from "~/modules/videos/videos.schema";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/video-editor";

// The video editor, at videos/new (no id) and videos/edit/:id (app/routes.ts names this module twice).

const LIST = "/admin/dashboard/videos";

export const routeRules = CATALOG_PAGE;

export const loader = ({ params: { id }, ...args }: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    video: id ? await orNotFound(getVideoForAdmin(db, id), "Video not found") : null,
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = adminEditorAction(routeRules.permission.action, {
  list: LIST,
  read: (form) => formInput<VideoInput>(form),
  create: createVideo,
  update: updateVideo,
  created: "Video created successfully.",
  updated: "Video updated successfully.",
});

export const meta: Route.MetaFunction = ({ params }) => [
  { title: params.id ? "Edit video · Admin" : "New video · Admin" },
];

export default function VideoEditor({ loaderData: { video, products } }: Route.ComponentProps) {
  return (
    <AdminFormPage title={video ? "Edit Video" : "Add Video"} description={video?.title}>
      {(result) => (
        <VideoForm key={video?.id} video={video ?? undefined} products={products} result={result} cancelTo={LIST} />
      )}
    </AdminFormPage>
  );
}
