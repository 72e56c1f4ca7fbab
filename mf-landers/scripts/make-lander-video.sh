#!/usr/bin/env bash
# Makes the video lander's loop (src/designs/video/media/): a 10-second slideshow of the demo avatar
# illustrations (the drawings the seed gives demo members, not photos of members), 720 x 720, as
# WebM (VP9) and MP4 (H.264, for Safari), with a WebP poster of the first frame. Run once, offline,
# and commit the output; the build only copies the files. Needs Debian's ffmpeg
# (`apt-get install -y ffmpeg`) and the repository's node_modules (for sharp and tsx).
#
#   bash mf-landers/scripts/make-lander-video.sh
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
out="$here/../src/designs/video/media"
frames="$(mktemp -d)"
trap 'rm -rf "$frames"' EXIT

size=720
hold=1.6        # seconds each face stays
fade=0.5        # seconds each transition takes
transitions=(fade slideleft circleopen wipeup smoothright fade)

cd "$here/.."
node_modules/.bin/tsx scripts/render-demo-avatars.ts "$frames" "$size"
count=$(ls "$frames"/*.png | wc -l)

# One input per face (each long enough for its hold and the next transition), then the first face
# again so that the loop ends where it starts.
inputs=()
for ((i = 0; i < count; i++)); do
  inputs+=(-loop 1 -framerate 24 -t "$(awk "BEGIN { print $hold + $fade }")" -i "$frames/$i.png")
done
inputs+=(-loop 1 -framerate 24 -t "$fade" -i "$frames/0.png")

filter=""
previous="0:v"
for ((i = 1; i <= count; i++)); do
  offset=$(awk "BEGIN { print $i * $hold }")
  filter+="[$previous][$i:v]xfade=transition=${transitions[$(((i - 1) % ${#transitions[@]}))]}:duration=$fade:offset=$offset[v$i];"
  previous="v$i"
done
filter+="[$previous]format=yuv420p[out]"

mkdir -p "$out"
common=(-hide_banner -loglevel error -y -threads 1 "${inputs[@]}" -filter_complex "$filter" -map "[out]" -an)
ffmpeg "${common[@]}" -c:v libvpx-vp9 -b:v 0 -crf 45 -row-mt 1 -deadline good -cpu-used 2 -fflags +bitexact "$out/lander-loop.webm"
ffmpeg "${common[@]}" -c:v libx264 -preset slow -crf 30 -profile:v high -movflags +faststart "$out/lander-loop.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$frames/0.png" -c:v libwebp -quality 70 "$out/lander-poster.webp"
ls -l "$out"
