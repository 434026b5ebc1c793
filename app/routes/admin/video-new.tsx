import { AdminFormPage } from "~/components/admin/admin-form-page";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { VideoForm } from "~/modules/videos/video-form";
import { createVideo } from "~/modules/videos/videos-admin.server";
import type { VideoInput } from "~/modules/videos/videos.schema";

import type { Route } from "./+types/video-new";

const LIST = "/admin/dashboard/videos";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, "catalog.manage", async (db) => ({
    products: await listProductChoices(db, { publishedOnly: false }),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, "catalog.manage", async ({ db, form, actor }) => {
    await createVideo(db, formInput<VideoInput>(form), actor);
    return redirectWithToast(args.context.config, LIST, "Video created successfully.");
  });

export const meta: Route.MetaFunction = () => [{ title: "New video · Admin" }];

export default function NewVideo({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="Add Video">
      {(result) => <VideoForm products={loaderData.products} result={result} cancelTo={LIST} />}
    </AdminFormPage>
  );
}
