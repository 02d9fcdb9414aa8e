/**
 * The sample image of a local database (`npm start` on the embedded one): a PNG drawn here and
 * put into the emulated R2 bucket that `wrangler dev` serves, with the same metadata an upload
 * keeps (type, width, height), so a fresh clone shows an uploaded image on the blog. Its id is
 * fixed, so every start finds it instead of adding a copy.
 */
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { getPlatformProxy } from "wrangler";

/** A media id like an upload's (22 characters and the extension), recognisable as the seed's. */
export const SAMPLE_IMAGE = {
  id: "seed-sample-image-0001.png",
  width: 1200,
  height: 630,
} as const;

function chunk(type: string, data: Uint8Array) {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.byteLength);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * An RGB PNG of the given size: a diagonal blend between two of the site's brand indigos, the
 * kind of plain cover image a post might carry. Drawn by hand because it is a few lines of the
 * PNG format and no image library is otherwise needed.
 */
export function drawSamplePng(width: number, height: number): Uint8Array {
  const from = [0x1e, 0x1b, 0x4b]; // brand-900
  const to = [0x63, 0x66, 0xf1]; // brand-500
  const rowBytes = 1 + width * 3;
  const pixels = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes; // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      for (let channel = 0; channel < 3; channel++)
        pixels[row + 1 + x * 3 + channel] = Math.round(
          from[channel]! + (to[channel]! - from[channel]!) * t,
        );
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filtering, no interlace
  // A plain Uint8Array copy: the local bindings' proxy refuses Node's Buffer subclass.
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(pixels)),
      chunk("IEND", new Uint8Array()),
    ]),
  );
}

/**
 * Puts the sample image into the local MEDIA bucket kept under `persistTo` (what `wrangler dev
 * --persist-to` is given), unless it is there already. Answers its address on the site.
 */
export async function ensureSampleImage(persistTo: string): Promise<string> {
  const proxy = await getPlatformProxy<{ MEDIA: R2Bucket }>({
    persist: { path: path.join(persistTo, "v3") },
    remoteBindings: false,
  });
  try {
    const { id, width, height } = SAMPLE_IMAGE;
    if (!(await proxy.env.MEDIA.head(id)))
      await proxy.env.MEDIA.put(id, drawSamplePng(width, height), {
        httpMetadata: { contentType: "image/png" },
        customMetadata: { width: String(width), height: String(height) },
      });
    return `/media/${id}`;
  } finally {
    await proxy.dispose();
  }
}
