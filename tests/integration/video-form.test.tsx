// @vitest-environment happy-dom
// The admin form kit (AdminFormPage + AdminForm, SPEC §5 'Video form', §8's toasts) through the real video pages
// inside the real admin layout, with their real loaders and actions on the test database: an admin signed in by
// cookie, the CSRF token the layout's loader gives, the action's refusals as toActionData makes them, and the
// flash cookie of its redirect read by the layout's loader on the next page.
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";

import { deleteProduct } from "~/modules/catalog/catalog-admin.server";
import { deleteVideo, getVideoForAdmin, listVideosForAdmin } from "~/modules/videos/videos-admin.server";
import AdminLayout, { loader as layoutLoader } from "~/routes/admin/layout";
import VideoEditor, { action, loader } from "~/routes/admin/video-editor";

import { adminTestDb } from "../support/admin-test-db";
import { createProduct, createVideo } from "../support/factories";
import { findToast, renderRoutes } from "../support/render-route";
import { routeContext } from "../support/route-context";

const { db, session } = await adminTestDb();

afterEach(() => {
  cleanup();
  toast.dismiss();
});

type RouteFunction = (args: never) => unknown;

// happy-dom's Response, as a browser's, drops a Set-Cookie header: this one hands it to the browser's cookie jar
// first, so the session and flash cookies the server's code sets reach the next request.
let setCookies = (_values: string[]) => {};
const BrowserResponse = globalThis.Response;
globalThis.Response = class extends BrowserResponse {
  constructor(body?: BodyInit | null, init?: ResponseInit) {
    super(body, init);
    setCookies(new Headers(init?.headers).getSetCookie());
  }
} as typeof Response;

/**
 * Renders the admin at `path` with the real layout and video editor, each loader and action called as the
 * server calls it: with the browser's cookies (the session, then any flash a redirect set) and the shop's context.
 */
function renderAdmin(path: string) {
  const cookies = new Map<string, string>();
  const keep = (setCookie: string) => {
    const [pair, ...attributes] = setCookie.split(";");
    const name = pair.slice(0, pair.indexOf("=")).trim();
    if (attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) cookies.delete(name);
    else cookies.set(name, pair.slice(pair.indexOf("=") + 1));
  };
  keep(session.admin.cookie);
  const posted: Record<string, FormDataEntryValue>[] = [];
  setCookies = (values) => values.forEach(keep);
  const asServer =
    (run: RouteFunction) =>
    async ({ request, params }: { request: Request; params: Record<string, string | undefined> }) => {
      const body = request.method === "POST" ? await request.formData() : undefined;
      if (body) posted.push(Object.fromEntries(body));
      const serverRequest = new Request(request.url, { method: request.method, body });
      // the browser's Cookie header, which happy-dom's Request (as a browser's) refuses to be given
      const headers = new Headers(serverRequest.headers);
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      Object.defineProperty(serverRequest, "headers", { value: headers });
      return run({ request: serverRequest, params, context: routeContext(db), unstable_pattern: "" } as never);
    };
  const view = renderRoutes(
    [
      {
        id: "routes/admin/layout",
        path: "admin/dashboard",
        loader: asServer(layoutLoader as RouteFunction),
        Component: AdminLayout,
        children: [
          { path: "videos", Component: () => <h1>Videos list</h1> },
          {
            id: "routes/admin/video-new",
            path: "videos/new",
            loader: asServer(loader as RouteFunction),
            action: asServer(action as RouteFunction),
            Component: VideoEditor,
          },
          {
            id: "routes/admin/video-edit",
            path: "videos/:id",
            loader: asServer(loader as RouteFunction),
            action: asServer(action as RouteFunction),
            Component: VideoEditor,
          },
        ],
      },
    ],
    { path },
  );
  return { ...view, posted };
}

const formAlert = () => screen.getByRole("alert");

describe("admin form kit (video form), on the real loaders and actions", () => {
  it("refuses an empty required field under 'Validation Error' without posting", async () => {
    const { user, posted } = renderAdmin("/admin/dashboard/videos/new");
    expect(await screen.findByRole("heading", { name: "Add Video" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Create Video" }));
    expect(within(formAlert()).getByText("Validation Error")).toBeTruthy();
    expect(within(formAlert()).getByText("Title is required")).toBeTruthy();
    expect(await findToast("Validation Error")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("textbox", { name: "Title", description: "Title is required" }),
      ),
    );

    // the next field at fault once the title is given: the video URL
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Unboxing");
    await user.click(screen.getByRole("button", { name: "Create Video" }));
    expect(within(formAlert()).getByText("Video URL is required")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Video URL" }).getAttribute("aria-invalid")).toBe("true");
    expect(posted).toEqual([]);
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/admin/dashboard/videos");
  });

  it("saves a valid form, then goes back to the list with the success toast its flash cookie carries", async () => {
    const product = await createProduct(db, { name: "R36S Console" });
    const { user, posted } = renderAdmin("/admin/dashboard/videos/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Unboxing the R36S");
    await user.type(screen.getByRole("textbox", { name: "Subtitle" }), "First look");
    await user.type(screen.getByRole("textbox", { name: "Video URL" }), "https://videos.example/unboxing.mp4");
    await user.selectOptions(screen.getByRole("combobox", { name: "Show on" }), "R36S Console");
    await user.clear(screen.getByRole("spinbutton", { name: "Position" }));
    await user.type(screen.getByRole("spinbutton", { name: "Position" }), "3");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Draft");
    await user.click(screen.getByRole("button", { name: "Create Video" }));

    expect(await screen.findByRole("heading", { name: "Videos list" })).toBeTruthy();
    expect(await findToast("Success")).toBeTruthy();
    expect(await findToast("Video created successfully.")).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ csrf: session.admin.csrfToken });
    const [saved, ...others] = await listVideosForAdmin(db);
    expect(others).toEqual([]);
    expect(await getVideoForAdmin(db, saved.id)).toMatchObject({
      title: "Unboxing the R36S",
      subtitle: "First look",
      videoUrl: "https://videos.example/unboxing.mp4",
      productId: product.id,
      position: 3,
      status: "draft",
    });
  });

  it("shows the server's refusal of a field under 'Validation Error' and stays on the form", async () => {
    const product = await createProduct(db, { name: "R36S Console" });
    const { user } = renderAdmin("/admin/dashboard/videos/new");
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Unboxing");
    await user.type(screen.getByRole("textbox", { name: "Video URL" }), "https://videos.example/unboxing.mp4");
    await user.selectOptions(screen.getByRole("combobox", { name: "Show on" }), "R36S Console");
    // the product goes while the form is open: only the server can know
    await deleteProduct(db, { id: product.id });
    await user.click(screen.getByRole("button", { name: "Create Video" }));

    expect(within(await screen.findByRole("alert")).getByText("Validation Error")).toBeTruthy();
    expect(within(formAlert()).getByText("Choose a product from the list")).toBeTruthy();
    expect(
      screen
        .getByRole("combobox", { name: "Show on", description: /Choose a product from the list/ })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await findToast("Validation Error")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Add Video" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Videos list" })).toBeNull();
    expect(await listVideosForAdmin(db)).toEqual([]);
  });

  it("shows any other refusal under 'Error' and stays on the form", async () => {
    const video = await createVideo(db, { title: "Unboxing the R36S" });
    const { user } = renderAdmin(`/admin/dashboard/videos/${video.id}`);
    expect(await screen.findByRole("heading", { name: "Edit Video" })).toBeTruthy();
    // deleted by someone else while the form is open
    await deleteVideo(db, { id: video.id });
    await user.click(screen.getByRole("button", { name: "Update Video" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error")).toBeTruthy();
    expect(within(alert).getByText("Video not found.")).toBeTruthy();
    expect(within(alert).queryByText("Validation Error")).toBeNull();
    expect(await findToast("Error")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Edit Video" })).toBeTruthy();
  });

  it("edits a stored video: its values filled in, the change saved, then back to the list", async () => {
    const video = await createVideo(db, {
      title: "Unboxing the R36S",
      videoUrl: "https://videos.example/unboxing.mp4",
      position: 2,
    });
    const { user } = renderAdmin(`/admin/dashboard/videos/${video.id}`);
    expect(await screen.findByRole("heading", { name: "Edit Video" })).toBeTruthy();
    const title = screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement;
    expect(title.value).toBe("Unboxing the R36S");
    expect((screen.getByRole("textbox", { name: "Video URL" }) as HTMLInputElement).value).toBe(video.videoUrl);
    expect(
      (screen.getByRole("combobox", { name: "Show on" }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe("Homepage");

    await user.clear(title);
    await user.type(title, "Unboxing, again");
    await user.click(screen.getByRole("button", { name: "Update Video" }));

    expect(await screen.findByRole("heading", { name: "Videos list" })).toBeTruthy();
    expect(await findToast("Video updated successfully.")).toBeTruthy();
    expect(await getVideoForAdmin(db, video.id)).toMatchObject({
      title: "Unboxing, again",
      videoUrl: video.videoUrl,
      position: 2,
      status: video.status,
      productId: null,
    });
  });
});
