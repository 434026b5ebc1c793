import { useRef, useState } from "react";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";
import { imageSrcSet } from "~/lib/images";

export type VideoTileData = { id: string; title: string; subtitle: string; videoUrl: string; thumbnailUrl: string };

/** Videos as a grid of tiles: two across, `className` adds wider layouts. */
export function VideoList({ videos, className }: { videos: VideoTileData[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", className)}>
      {videos.map((video) => (
        <li key={video.id}>
          <VideoTile video={video} />
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §4: starts paused and muted; a click toggles play; a separate button toggles sound; back to
 * paused at the end. preload="none" so nothing downloads until the shopper asks (the poster shows).
 */
export function VideoTile({ video }: { video: VideoTileData }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <figure className="overflow-hidden rounded-xl border bg-card">
      <div className="relative aspect-video bg-black">
        <video
          ref={ref}
          src={video.videoUrl}
          preload="none"
          muted={muted}
          playsInline
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          className="h-full w-full object-cover"
          aria-label={video.title}
        />
        {!playing && video.thumbnailUrl ? (
          <img
            src={video.thumbnailUrl}
            srcSet={imageSrcSet(video.thumbnailUrl)}
            sizes="(min-width: 1024px) 360px, 100vw"
            alt=""
            width={800}
            height={450}
            loading="lazy"
            decoding="async"
            className="pointer-events-none absolute inset-0 h-full w-full object-cover"
          />
        ) : null}
        {/* The poster links to the video file, which the browser plays itself without JavaScript; with it, a tap
            plays the video here instead. */}
        <a
          href={video.videoUrl}
          onClick={(event) => {
            event.preventDefault();
            togglePlay();
          }}
          aria-label={`${playing ? "Pause" : "Play"} video: ${video.title}`}
          className="absolute inset-0 flex items-center justify-center"
        >
          {!playing ? (
            <span
              className={
                "flex h-14 w-14 items-center justify-center rounded-full " +
                "bg-background/90 text-foreground shadow-lg"
              }
            >
              <SpriteIcon name="Play" className="ml-1 h-6 w-6" />
            </span>
          ) : null}
        </a>
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-label={muted ? `Unmute video: ${video.title}` : `Mute video: ${video.title}`}
          className={
            "absolute right-2 bottom-2 flex h-10 w-10 items-center justify-center rounded-full " +
            "bg-background/90 text-foreground shadow"
          }
        >
          {muted ? (
            <SpriteIcon name="VolumeX" className="h-5 w-5" />
          ) : (
            <SpriteIcon name="Volume2" className="h-5 w-5" />
          )}
        </button>
      </div>
      <figcaption className="p-4">
        <p className="font-semibold">{video.title}</p>
        {video.subtitle ? <p className="text-sm text-muted-foreground">{video.subtitle}</p> : null}
      </figcaption>
    </figure>
  );
}
