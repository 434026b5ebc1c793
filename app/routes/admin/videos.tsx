import type { Route } from "./+types/videos";
import { StatusBadge } from "~/components/ui/list-controls";
import { adminMutation } from "~/lib/admin-action.server";
import { DomainError } from "~/lib/errors";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader, AdminTable, DeleteAction, EditLink, Thumb } from "~/components/admin/list-parts";
import { deleteVideo, listVideosForAdmin } from "~/modules/videos/videos-admin.server";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return { videos: await listVideosForAdmin(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    if (form.get("intent") !== "delete") throw new DomainError("invalid_input", "Unknown action.");
    await deleteVideo(context.db, { id: String(form.get("id")) }, actor);
    return "Video deleted successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Videos · Admin" }];

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <>
      <AdminPageHeader title="Videos" description={`${videos.length} ${videos.length === 1 ? "video" : "videos"}`} addTo="/admin/dashboard/videos/new" addLabel="Add Video" />
      <AdminTable caption="Videos" head={["Thumbnail", "Title", "Subtitle", "Shown on", "Status", "Position", "Actions"]} empty={videos.length === 0 ? <p className="p-6 text-center text-muted-foreground">No videos yet.</p> : null}>
        {videos.map((v) => (
          <tr key={v.id}>
            <td className="px-3 py-2">
              <Thumb src={v.thumbnailUrl} alt={`Thumbnail of ${v.title}`} />
            </td>
            <th scope="row" className="px-3 py-2 font-medium">
              {v.title}
            </th>
            <td className="px-3 py-2">{v.subtitle || <span className="text-muted-foreground">—</span>}</td>
            <td className="px-3 py-2">{v.productName ?? "Homepage"}</td>
            <td className="px-3 py-2">
              <StatusBadge status={v.status} />
            </td>
            <td className="px-3 py-2 tabular-nums">{v.position}</td>
            <td className="px-3 py-2">
              <div className="flex gap-1">
                <EditLink to={`/admin/dashboard/videos/edit/${v.id}`} name={v.title} />
                <DeleteAction id={v.id} name={v.title} description="This action cannot be undone. This will permanently delete the video." />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
