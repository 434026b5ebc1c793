import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/video-edit";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { isDomainError } from "~/lib/errors";
import { notFound, readForm } from "~/lib/http.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { VideoForm } from "~/modules/videos/video-form";
import { videoFormValues } from "~/modules/videos/videos.schema";
import { getVideoForAdmin, updateVideo } from "~/modules/videos/videos-admin.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  try {
    const video = await getVideoForAdmin(context.db, params.id);
    return { video, products: await listProductChoices(context.db, { publishedOnly: false }) };
  } catch (err) {
    if (isDomainError(err)) throw notFound("Video not found");
    throw err;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await updateVideo(context.db, { id: params.id, ...videoFormValues(form) }, actor);
    return "Video updated successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Edit video · Admin" }];

export default function EditVideo({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/videos"));
  return (
    <>
      <AdminPageHeader title="Edit Video" description={loaderData.video.title} />
      <VideoForm key={loaderData.video.id} video={loaderData.video} products={loaderData.products} result={result} cancelTo="/admin/dashboard/videos" />
    </>
  );
}
