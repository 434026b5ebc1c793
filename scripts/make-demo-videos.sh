#!/usr/bin/env bash
# Makes the short demo videos in public/videos/demo/ from the drawn artwork.
#
#   npx tsx scripts/draw-demo-images.ts   # first, if public/images/demo is empty
#   bash scripts/make-demo-videos.sh
#
# Needs ffmpeg with libx264, libfreetype (drawtext) and the native AAC encoder
# (Debian: apt-get install -y ffmpeg). Each clip is a slow zoom/pan over a
# 1280x720 poster with a fading title, 640x360 H.264 yuv420p, +faststart, with a
# quiet two-note sine pad so the player's sound toggle has something to do.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
IMG="$ROOT/public/images/demo"
OUT="$ROOT/public/videos/demo"
FONT_BOLD="/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT="/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FPS=25

command -v ffmpeg >/dev/null || { echo "ffmpeg not found (apt-get install -y ffmpeg)" >&2; exit 1; }
[ -f "$FONT_BOLD" ] || { echo "DejaVu fonts not found (apt-get install -y fonts-dejavu-core)" >&2; exit 1; }
mkdir -p "$OUT"

# make_clip OUTPUT POSTER SECONDS MOTION TITLE SUBTITLE TONE_HZ
#   MOTION: zoom-in | zoom-out | pan-right
make_clip() {
  local out="$1" poster="$2" secs="$3" motion="$4" title="$5" subtitle="$6" tone="$7"
  local frames=$((secs * FPS))
  local z x y
  case "$motion" in
    zoom-in)   z="1+0.14*on/${frames}"; x="iw/2-(iw/zoom/2)"; y="ih/2-(ih/zoom/2)" ;;
    zoom-out)  z="1.14-0.14*on/${frames}"; x="iw/2-(iw/zoom/2)"; y="ih/2-(ih/zoom/2)" ;;
    pan-right) z="1.18"; x="(iw-iw/zoom)*on/${frames}"; y="ih/2-(ih/zoom/2)" ;;
    *) echo "unknown motion $motion" >&2; exit 1 ;;
  esac
  local fade_out
  fade_out=$(awk "BEGIN{print $secs-0.6}")
  local alpha="if(lt(t,0.4),0,min(1,(t-0.4)/0.6))"
  local alpha2="if(lt(t,0.9),0,min(1,(t-0.9)/0.6))"

  # The poster is upscaled 2x first so zoompan's integer crop steps are sub-pixel at 640x360.
  local vf="scale=2560:1440:flags=lanczos,zoompan=z='${z}':x='${x}':y='${y}':d=${frames}:s=640x360:fps=${FPS}"
  vf+=",drawbox=x=0:y=ih-96:w=iw:h=96:color=black@0.45:t=fill"
  vf+=",drawtext=fontfile=${FONT_BOLD}:text='${title}':fontsize=30:fontcolor=white:x=(w-text_w)/2:y=h-84:alpha='${alpha}'"
  vf+=",drawtext=fontfile=${FONT}:text='${subtitle}':fontsize=18:fontcolor=white@0.85:x=(w-text_w)/2:y=h-42:alpha='${alpha2}'"
  vf+=",fade=t=in:st=0:d=0.4,fade=t=out:st=${fade_out}:d=0.6,format=yuv420p"

  local af="volume=0.06,afade=t=in:st=0:d=0.8,afade=t=out:st=$(awk "BEGIN{print $secs-1}"):d=1"
  local tone2
  tone2=$(awk "BEGIN{print $tone*1.5}")

  ffmpeg -hide_banner -loglevel error -y \
    -i "$IMG/$poster" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=44100:duration=${secs}" \
    -f lavfi -i "sine=frequency=${tone2}:sample_rate=44100:duration=${secs}" \
    -filter_complex "[0:v]${vf}[v];[1:a][2:a]amix=inputs=2:normalize=0,${af}[a]" \
    -map "[v]" -map "[a]" -t "$secs" \
    -c:v libx264 -preset slow -crf 27 -profile:v main -pix_fmt yuv420p -r "$FPS" -g 50 \
    -c:a aac -b:a 48k -ac 1 \
    -movflags +faststart \
    "$OUT/$out"
  printf '%-32s %6s KB\n' "$out" "$(( $(stat -c %s "$OUT/$out") / 1024 ))"
}

# Homepage videos
make_clip home-unboxing.mp4   video-unboxing.webp  6 zoom-in   "Unboxing the R36S"      "Everything you get in the box"          220
make_clip home-classics.mp4   video-classics.webp  6 pan-right "Thousands of Classics"  "Platformers, racers and shooters"       262
make_clip home-on-the-go.mp4  video-on-the-go.webp 6 zoom-out  "Play Anywhere"          "Commute-ready with hours of battery"    196
# Product videos
make_clip r36-ultra-closer-look.mp4 video-r36-ultra.webp 5 zoom-in "R36 Ultra Up Close" "Bigger screen, bigger battery"   247
make_clip x55-hands-on.mp4         video-x55.webp       5 zoom-in "X55 Hands-On"       "Widescreen comfort for long sessions" 233
