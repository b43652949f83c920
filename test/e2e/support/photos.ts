import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "@playwright/test";

/**
 * A real JPEG of about `bytes` bytes (at least that many), as a phone camera writes it: 4:3, a
 * gradient under fine noise (noise keeps it from compressing to a few hundred KB), encoded by
 * Chromium's canvas at high quality. Written once per size into the system's temporary folder,
 * never into the repository. The browser can decode it, so the crew page's scaling really runs.
 */
export async function cameraJpeg(browser: Browser, bytes: number): Promise<string> {
  const file = path.join(os.tmpdir(), `clean-paws-camera-${bytes}.jpg`);
  if (existsSync(file)) return file;
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.setContent("<!doctype html><title>photo</title>");
    const base64 = await page.evaluate(async (target) => {
      // Noise at quality 0.95 takes roughly 1.1 bytes a pixel: start from the pixels that needs.
      let width = Math.ceil(Math.sqrt((target / 1.1) * (4 / 3)));
      for (;;) {
        const height = Math.round((width * 3) / 4);
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        const ctx = canvas.getContext("2d")!;
        const image = ctx.createImageData(width, height);
        const data = image.data;
        let seed = 12345;
        for (let i = 0; i < data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const n = seed & 0x3f;
          const x = (i / 4) % width;
          data[i] = ((x * 255) / width + n) & 0xff;
          data[i + 1] = (120 + n) & 0xff;
          data[i + 2] = (60 + (seed >> 8)) & 0x7f & 0xff;
          data[i + 3] = 255;
        }
        ctx.putImageData(image, 0, 0);
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/jpeg", 0.95));
        if (blob.size >= target) {
          const buffer = new Uint8Array(await blob.arrayBuffer());
          let binary = "";
          for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
          return btoa(binary);
        }
        width = Math.ceil(width * Math.sqrt((target / blob.size) * 1.05));
      }
    }, bytes);
    writeFileSync(file, Buffer.from(base64, "base64"));
    return file;
  } finally {
    await context.close();
  }
}

/**
 * A real PNG screenshot as a phone saves one: 1179 × 2556 px (an iPhone's screen), flat panels,
 * lines of text and a photo-like band, encoded by Chromium's canvas. Drawn rather than captured
 * from a page, because Chromium now and then refuses a page capture ("Unable to capture
 * screenshot") and a test must not hang on that. Written once into the temporary folder.
 */
export async function phoneScreenshotPng(browser: Browser): Promise<string> {
  const file = path.join(os.tmpdir(), "clean-paws-phone-screenshot.png");
  if (existsSync(file)) return file;
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    await page.setContent("<!doctype html><title>screenshot</title>");
    const base64 = await page.evaluate(async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 1179;
      canvas.height = 2556;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#f7f5ef";
      ctx.fillRect(0, 0, canvas.width, canvas.height);
      ctx.fillStyle = "#14532d";
      ctx.fillRect(0, 0, canvas.width, 260);
      ctx.fillStyle = "#ffffff";
      ctx.font = "bold 72px sans-serif";
      ctx.fillText("Today's stops", 60, 190);
      // A photo-like band: noise a flat screenshot would not have, so the file is not tiny.
      const band = ctx.createImageData(canvas.width, 700);
      let seed = 424242;
      for (let i = 0; i < band.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        band.data[i] = 90 + (seed & 0x3f);
        band.data[i + 1] = 140 + ((seed >> 6) & 0x3f);
        band.data[i + 2] = 80 + ((seed >> 12) & 0x1f);
        band.data[i + 3] = 255;
      }
      ctx.putImageData(band, 0, 320);
      ctx.font = "48px sans-serif";
      for (let line = 0; line < 22; line++) {
        ctx.fillStyle = line % 4 === 0 ? "#14532d" : "#1f2937";
        ctx.fillText(`Stop ${line + 1} · 1450 Brickell Bay Dr · side gate, code 4512`, 60, 1100 + line * 64);
      }
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), "image/png"));
      const buffer = new Uint8Array(await blob.arrayBuffer());
      let binary = "";
      for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
      return btoa(binary);
    });
    writeFileSync(file, Buffer.from(base64, "base64"));
    return file;
  } finally {
    await context.close();
  }
}

/** A file of `bytes` bytes that starts as a JPEG (enough for a size check that never decodes it), in the temporary folder. */
export function oversizedFile(bytes: number): string {
  const file = path.join(os.tmpdir(), `clean-paws-oversized-${bytes}.jpg`);
  if (!existsSync(file)) {
    const data = Buffer.alloc(bytes);
    data.set([0xff, 0xd8, 0xff, 0xe0]);
    writeFileSync(file, data);
  }
  return file;
}
