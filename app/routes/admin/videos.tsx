import { AdminPageHeader, AdminTable, Thumb } from "~/components/admin/list-parts";
import { RowActions } from "~/components/admin/row-actions";
import { StatusBadge } from "~/components/ui/list-controls";
import { adminDeleteAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { deleteVideo, listVideosForAdmin } from "~/modules/videos/videos-admin.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/videos";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({ videos: await listVideosForAdmin(db) }));

export const action = (args: Route.ActionArgs) =>
  adminDeleteAction(args, routeRules.permission.action, deleteVideo, "Video deleted successfully.");

export const meta: Route.MetaFunction = () => [{ title: "Videos · Admin" }];

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { videos } = loaderData;
  return (
    <>
      <AdminPageHeader
        title="Videos"
        description={`${videos.length} ${videos.length === 1 ? "video" : "videos"}`}
        addTo="/admin/dashboard/videos/new"
        addLabel="Add Video"
      />
      <AdminTable
        caption="Videos"
        head={["Thumbnail", "Title", "Subtitle", "Shown on", "Status", "Position", "Actions"]}
        phoneHidden={[1, 3, 4, 6]}
        empty={videos.length === 0 ? "No videos yet." : null}
      >
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
            <RowActions
              id={v.id}
              name={v.title}
              editTo={`/admin/dashboard/videos/edit/${v.id}`}
              deleteDescription="This action cannot be undone. This will permanently delete the video."
            />
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
