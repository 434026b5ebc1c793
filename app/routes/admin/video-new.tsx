import { useActionData, useNavigate } from "react-router";
import type { Route } from "./+types/video-new";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { listProductChoices } from "~/modules/catalog/catalog-admin.server";
import { VideoForm } from "~/modules/videos/video-form";
import { videoFormValues } from "~/modules/videos/videos.schema";
import { createVideo } from "~/modules/videos/videos-admin.server";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return { products: await listProductChoices(context.db, { publishedOnly: false }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await createVideo(context.db, videoFormValues(form), actor);
    return "Video created successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "New video · Admin" }];

export default function NewVideo({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigate = useNavigate();
  useActionFeedback(result, () => navigate("/admin/dashboard/videos"));
  return (
    <>
      <AdminPageHeader title="Add Video" />
      <VideoForm products={loaderData.products} result={result} cancelTo="/admin/dashboard/videos" />
    </>
  );
}
