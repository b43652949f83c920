import { SCALED_PHOTO_SIDE } from "~/lib/visit-options";

/**
 * Scales a camera photo down in the browser before upload: the longest side to about
 * SCALED_PHOTO_SIDE px, re-encoded as JPEG (a 12 MB photo becomes a few hundred KB, seconds on a
 * phone connection instead of minutes). A file the browser cannot decode (HEIC outside Safari,
 * not an image) is returned as it is: the server checks its bytes and says why it is refused.
 */
export async function scalePhoto(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  const scale = Math.min(1, SCALED_PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext("2d");
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.82));
  // A small photo that is already smaller than its re-encoding is sent as it is.
  if (!blob || (scale === 1 && blob.size >= file.size)) return file;
  return new File([blob], "photo.jpg", { type: "image/jpeg" });
}
