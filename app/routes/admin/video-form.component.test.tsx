import { screen, waitFor, within } from "@testing-library/react";
import { data, redirect } from "react-router";
import { describe, expect, it, vi } from "vitest";

import type { Video } from "~/db/schema/videos";
import { UNAVAILABLE_ERROR } from "~/lib/http.server";
import type { ToastMessage } from "~/lib/toast-message";

import { findToast, renderRoutes } from "../../../tests/support/render-route";
import AdminLayout from "./layout";
import EditVideo from "./video-edit";
import NewVideo from "./video-new";

// The admin form kit (AdminFormPage + AdminForm, SPEC §5 'Video form', §8's toasts) through the real
// video pages inside the real admin layout, whose loader (stubbed) gives the session's CSRF token.
// Each action is a stub that records what was posted and answers as the real one would.

const CSRF = "csrf-token-for-this-session";
const PRODUCTS = [{ id: "11111111-1111-4111-8111-111111111111", name: "R36S Console" }];
const VIDEO: Video = {
  id: "33333333-3333-4333-8333-333333333333",
  title: "Unboxing the R36S",
  subtitle: "First look",
  videoUrl: "https://videos.example/unboxing.mp4",
  thumbnailUrl: "",
  productId: null,
  position: 2,
  status: "published",
  createdAt: new Date(0),
  deletedAt: null,
};

type Answer =
  { ok: true; message: string } | { ok: false; error: string; fieldErrors: Record<string, string>; status: number };

/** Renders the admin at `path` with one stubbed page action answering `answer`; returns what it received. */
function renderAdmin(path: string, answer: Answer) {
  const posted: Record<string, FormDataEntryValue>[] = [];
  const flashed: ToastMessage[] = [];
  const action = vi.fn(async ({ request }: { request: Request }) => {
    posted.push(Object.fromEntries(await request.formData()));
    if (answer.ok) {
      // as the real action: a redirect to the list, whose flash toast the layout's loader reads
      flashed.push({ kind: "success" as const, title: "Success", description: answer.message });
      return redirect("/admin/dashboard/videos", 303);
    }
    const { status, ...refusal } = answer;
    return data(refusal, { status });
  });
  const view = renderRoutes(
    [
      {
        id: "routes/admin/layout",
        path: "admin/dashboard",
        loader: () => ({
          email: "admin@example.com",
          role: "Owner",
          nav: [{ label: "Videos", to: "/admin/dashboard/videos" }],
          csrfToken: CSRF,
          toast: flashed.shift() ?? null,
        }),
        Component: AdminLayout,
        children: [
          { path: "videos", Component: () => <h1>Videos list</h1> },
          {
            id: "routes/admin/video-new",
            path: "videos/new",
            loader: () => ({ products: PRODUCTS }),
            action,
            Component: NewVideo,
          },
          {
            id: "routes/admin/video-edit",
            path: "videos/:id",
            loader: () => ({ video: VIDEO, products: PRODUCTS }),
            action,
            Component: EditVideo,
          },
        ],
      },
    ],
    { path },
  );
  return { ...view, action, posted };
}

const formAlert = () => screen.getByRole("alert");

describe("admin form kit (video form)", () => {
  it("refuses an empty required field under 'Validation Error' without calling the action", async () => {
    const { user, action } = renderAdmin("/admin/dashboard/videos/new", {
      ok: true,
      message: "Video created successfully.",
    });
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
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/admin/dashboard/videos");
  });

  it("posts a valid form with the CSRF token, then goes back to the list with the success toast", async () => {
    const { user, posted } = renderAdmin("/admin/dashboard/videos/new", {
      ok: true,
      message: "Video created successfully.",
    });
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
    // what the action receives (the form may carry more, e.g. a form library's own fields)
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      csrf: CSRF,
      title: "Unboxing the R36S",
      subtitle: "First look",
      videoUrl: "https://videos.example/unboxing.mp4",
      thumbnailUrl: "",
      productId: PRODUCTS[0].id,
      position: "3",
      status: "draft",
    });
  });

  it("shows a refusal with field errors under 'Validation Error' and stays on the form", async () => {
    const refusal = {
      ok: false as const,
      error: "Video URL must be a valid URL",
      fieldErrors: { videoUrl: "Video URL must be a valid URL" },
      status: 400,
    };
    const { user, action } = renderAdmin("/admin/dashboard/videos/new", refusal);
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Unboxing");
    await user.type(screen.getByRole("textbox", { name: "Video URL" }), "/uploads/unboxing.mp4");
    await user.click(screen.getByRole("button", { name: "Create Video" }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(within(await screen.findByRole("alert")).getByText("Validation Error")).toBeTruthy();
    expect(within(formAlert()).getByText("Video URL must be a valid URL")).toBeTruthy();
    expect(
      screen
        .getByRole("textbox", { name: "Video URL", description: "Video URL must be a valid URL" })
        .getAttribute("aria-invalid"),
    ).toBe("true");
    expect(await findToast("Validation Error")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Add Video" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Videos list" })).toBeNull();
  });

  it("shows any other refusal under 'Error' and stays on the form", async () => {
    const refusal = { ok: false as const, error: UNAVAILABLE_ERROR, fieldErrors: {}, status: 503 };
    const { user } = renderAdmin("/admin/dashboard/videos/new", refusal);
    await user.type(await screen.findByRole("textbox", { name: "Title" }), "Unboxing");
    await user.type(screen.getByRole("textbox", { name: "Video URL" }), "https://videos.example/unboxing.mp4");
    await user.click(screen.getByRole("button", { name: "Create Video" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error")).toBeTruthy();
    expect(within(alert).getByText(refusal.error)).toBeTruthy();
    expect(within(alert).queryByText("Validation Error")).toBeNull();
    expect(await findToast("Error")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Add Video" })).toBeTruthy();
  });

  it("edits a stored video: its values filled in, the change posted, then back to the list", async () => {
    const { user, posted } = renderAdmin(`/admin/dashboard/videos/${VIDEO.id}`, {
      ok: true,
      message: "Video updated successfully.",
    });
    expect(await screen.findByRole("heading", { name: "Edit Video" })).toBeTruthy();
    const title = screen.getByRole("textbox", { name: "Title" }) as HTMLInputElement;
    expect(title.value).toBe(VIDEO.title);
    expect((screen.getByRole("textbox", { name: "Video URL" }) as HTMLInputElement).value).toBe(VIDEO.videoUrl);
    expect(
      (screen.getByRole("combobox", { name: "Show on" }) as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe("Homepage");

    await user.clear(title);
    await user.type(title, "Unboxing, again");
    await user.click(screen.getByRole("button", { name: "Update Video" }));

    expect(await screen.findByRole("heading", { name: "Videos list" })).toBeTruthy();
    expect(await findToast("Video updated successfully.")).toBeTruthy();
    expect(posted).toEqual([
      expect.objectContaining({
        csrf: CSRF,
        title: "Unboxing, again",
        videoUrl: VIDEO.videoUrl,
        position: "2",
        status: "published",
        productId: "",
      }),
    ]);
  });
});
