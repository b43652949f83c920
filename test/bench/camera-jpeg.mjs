// A camera-sized JPEG made at test time with Sharp (a dev dependency), never kept in the repository.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A 4000 × 3000 JPEG of about 4.7 MB, as a phone camera writes one: a gradient under fine noise
 * (noise keeps it from compressing to a few hundred KB, as a yard's grass does), at quality 90.
 * Decodable, so the Images binding really resizes it (a few-byte stand-in would only test the
 * failure path). Written once into the system's temporary folder; returns the file's path.
 */
export async function cameraJpegFile() {
  const file = path.join(os.tmpdir(), "clean-paws-camera-4000x3000.jpg");
  if (existsSync(file)) return file;
  const width = 4000;
  const height = 3000;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const n = seed & 0x3f;
    raw[i * 3] = (((i % width) * 255) / width + n) & 0xff;
    raw[i * 3 + 1] = (120 + n) & 0xff;
    raw[i * 3 + 2] = (60 + (seed >> 8)) & 0x7f;
  }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  writeFileSync(file, bytes);
  return file;
}

/** The bytes of cameraJpegFile's photo. */
export async function cameraJpeg() {
  return readFileSync(await cameraJpegFile());
}
