import { useLoaderData, type MetaFunction } from "react-router";

import { AdminFormPage } from "~/components/admin/admin-form-page";
import { VideoForm } from "~/modules/videos/video-form";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { loader } from "./video-editor.server";

// The video editor's page, for a new video and for one to edit (video-editor.server.ts reads and saves).

export const routeRules = {
  permission: { loader: "catalog.manage", action: "catalog.manage" },
  cache: NOT_CACHED,
  body: FORM_BODY,
} satisfies RouteRules;

export const meta: MetaFunction<typeof loader> = ({ params }) => [
  { title: params.id ? "Edit video · Admin" : "New video · Admin" },
];

export function VideoEditor() {
  const { video, products } = useLoaderData<typeof loader>();
  return (
    <AdminFormPage title={video ? "Edit Video" : "Add Video"} description={video?.title}>
      {(result) => (
        <VideoForm
          key={video?.id}
          video={video ?? undefined}
          products={products}
          result={result}
          cancelTo="/admin/dashboard/videos"
        />
      )}
    </AdminFormPage>
  );
}
