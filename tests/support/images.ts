/**
 * Tiny images built byte by byte, for the upload tests: each starts the way its format says
 * and carries its pixel size where a reader finds it. The PNG is a complete image a browser
 * shows (stored, uncompressed deflate); the others are headers with just enough after them.
 */

function concat(...parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const arrays = parts.map((part) => (part instanceof Uint8Array ? part : Uint8Array.from(part)));
  const result = new Uint8Array(arrays.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of arrays) {
    result.set(part, offset);
    offset += part.length;
  }
  return result;
}

const text = (value: string) => Array.from(value, (char) => char.charCodeAt(0));
const u32be = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16be = (n: number) => [(n >>> 8) & 255, n & 255];
const u16le = (n: number) => [n & 255, (n >>> 8) & 255];
const u24le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];
const u32le = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 255]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array | number[]) {
  const body = concat(text(type), data);
  return concat(u32be(body.length - 4), body, u32be(crc32(body)));
}

/** A real width×height RGB PNG of one colour, which a browser decodes and shows. */
export function pngImage(
  width: number,
  height: number,
  rgb: [number, number, number] = [37, 99, 235],
) {
  const row = [0, ...Array.from({ length: width }, () => rgb).flat()];
  const raw = Uint8Array.from(Array.from({ length: height }, () => row).flat());
  // zlib: one stored (uncompressed) deflate block, then Adler-32 of the raw bytes.
  let a = 1;
  let b = 0;
  for (const byte of raw) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  const zlib = concat(
    [0x78, 0x01, 0x01],
    u16le(raw.length),
    u16le(~raw.length & 0xffff),
    raw,
    u32be(((b << 16) | a) >>> 0),
  );
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    pngChunk("IDAT", zlib),
    pngChunk("IEND", []),
  );
}

/** A baseline JPEG's markers up to its frame header: APP0 (JFIF), an APP1 to skip, SOF0. */
export function jpegImage(width: number, height: number) {
  return concat(
    [0xff, 0xd8],
    [0xff, 0xe0, ...u16be(16), ...text("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, 0xe1, ...u16be(10), ...text("Exif"), 0, 0, 0, 0],
    [0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3],
    [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
    [0xff, 0xd9],
  );
}

export function gifImage(width: number, height: number) {
  return concat(
    text("GIF89a"),
    u16le(width),
    u16le(height),
    [0x80, 0, 0, 0xff, 0xff, 0xff, 0, 0, 0],
    [0x2c, 0, 0, 0, 0, ...u16le(width), ...u16le(height), 0],
    [2, 2, 0x44, 0x01, 0, 0x3b],
  );
}

function riff(chunk: string, data: number[]) {
  const body = concat(text("WEBP"), text(chunk), u32le(data.length), data);
  return concat(text("RIFF"), u32le(body.length), body);
}

export function webpLosslessImage(width: number, height: number) {
  const bits = ((width - 1) | ((height - 1) << 14)) >>> 0;
  return riff("VP8L", [0x2f, ...u32le(bits), 0, 0, 0, 0]);
}

function webpLossyImage(width: number, height: number) {
  return riff("VP8 ", [
    0x50,
    0x01,
    0x00,
    0x9d,
    0x01,
    0x2a,
    ...u16le(width),
    ...u16le(height),
    0,
    0,
  ]);
}

function webpExtendedImage(width: number, height: number) {
  return riff("VP8X", [0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
}

function box(type: string, ...content: (Uint8Array | number[])[]) {
  const body = concat(...content);
  return concat(u32be(body.length + 8), text(type), body);
}

/** An AVIF's ftyp and the meta → iprp → ipco → ispe boxes that give its size. */
export function avifImage(width: number, height: number) {
  return concat(
    box("ftyp", text("avif"), [0, 0, 0, 0], text("mif1"), text("avif")),
    box(
      "meta",
      [0, 0, 0, 0],
      box("iprp", box("ipco", box("ispe", [0, 0, 0, 0], u32be(width), u32be(height)))),
    ),
    box("mdat", [0, 0, 0, 0]),
  );
}

/** One of each accepted type, with the content type and extension the server should give it. */
export const acceptedImages = [
  {
    name: "PNG",
    bytes: pngImage(3, 2),
    contentType: "image/png",
    extension: "png",
    width: 3,
    height: 2,
  },
  {
    name: "JPEG",
    bytes: jpegImage(640, 480),
    contentType: "image/jpeg",
    extension: "jpg",
    width: 640,
    height: 480,
  },
  {
    name: "GIF",
    bytes: gifImage(5, 7),
    contentType: "image/gif",
    extension: "gif",
    width: 5,
    height: 7,
  },
  {
    name: "WebP (lossless)",
    bytes: webpLosslessImage(300, 200),
    contentType: "image/webp",
    extension: "webp",
    width: 300,
    height: 200,
  },
  {
    name: "WebP (lossy)",
    bytes: webpLossyImage(320, 240),
    contentType: "image/webp",
    extension: "webp",
    width: 320,
    height: 240,
  },
  {
    name: "WebP (extended)",
    bytes: webpExtendedImage(1920, 1080),
    contentType: "image/webp",
    extension: "webp",
    width: 1920,
    height: 1080,
  },
  {
    name: "AVIF",
    bytes: avifImage(1200, 630),
    contentType: "image/avif",
    extension: "avif",
    width: 1200,
    height: 630,
  },
];
