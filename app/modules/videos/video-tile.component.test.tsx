import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";

import { VideoTile } from "./video-tile";

const video = { id: "v1", title: "R36 Ultra in action", subtitle: "", videoUrl: "/uploads/r36.mp4", thumbnailUrl: "" };

describe("a video tile", () => {
  it("links its poster to the video file, so it plays without JavaScript", () => {
    const html = renderToString(<VideoTile video={video} />);
    expect(html).toMatch(/<a href="\/uploads\/r36.mp4"[^>]*aria-label="Play video: R36 Ultra in action"/);
  });

  it("with JavaScript, plays the video in place instead of following the link", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "paused", "get").mockReturnValue(true);
    render(<VideoTile video={video} />);
    const link = screen.getByRole("link", { name: "Play video: R36 Ultra in action" });
    const followed = vi.fn();
    // heard after React's own handler, as the browser's default action would be
    const listener = (event: Event) => followed(event.defaultPrevented);
    document.addEventListener("click", listener);
    await userEvent.setup().click(link);
    expect(play).toHaveBeenCalled();
    expect(followed).toHaveBeenCalledWith(true);
    document.removeEventListener("click", listener);
    vi.restoreAllMocks();
  });
});
