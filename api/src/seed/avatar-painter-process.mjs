// The demo avatars' painter (issue 19): a child process that turns avatar SVGs into WebP files with
// sharp, so that libvips and the memory it grows stay out of the server and leave with this process.
// Plain JavaScript, so it runs the same under tsx, vitest and the compiled server (as pglite-worker.mjs).
// Messages: { id, svg, mainFile, thumbFile, thumbSize } in, { id, error? } out.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Writes a file under its final name only when complete, so a crash never leaves half an image. */
async function writeAtomically(file, data) {
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, data);
  await fs.rename(partial, file);
}

async function paint({ svg, mainFile, thumbFile, thumbSize }) {
  // Rasterise once, then encode both sizes from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [main, thumb] = await Promise.all([
    sharp(data, raw).webp({ quality: 82, effort: 2 }).toBuffer(),
    sharp(data, raw).resize(thumbSize, thumbSize).webp({ quality: 80, effort: 2 }).toBuffer(),
  ]);
  await fs.mkdir(path.dirname(mainFile), { recursive: true });
  await Promise.all([writeAtomically(mainFile, main), writeAtomically(thumbFile, thumb)]);
}

process.on('message', (job) => {
  paint(job).then(
    () => process.send?.({ id: job.id }),
    (error) => process.send?.({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
// The server closes the channel when it has nothing more to paint: the process ends with it.
process.on('disconnect', () => process.exit(0));
