/**
 * What an uploaded file is, read from its first bytes (never from its name or declared type),
 * and its pixel size from its header: PNG IHDR, GIF logical screen, JPEG SOFn, WebP
 * VP8/VP8L/VP8X, AVIF `ispe`. Small hand-written readers: no maintained library of this size
 * runs in workerd without Node's fs (docs/decisions/0013-media-in-r2.md).
 */

const IMAGE_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;
type ImageContentType = (typeof IMAGE_TYPES)[ImageExtension];

/** An image's size in pixels, as the blog's width and height attributes take it. */
export interface ImageSize {
  width: number;
  height: number;
}

interface ImageInfo {
  extension: ImageExtension;
  contentType: ImageContentType;
  /** Pixel size, when the header says it (a broken or unusual header leaves them out). */
  width?: number;
  height?: number;
}

/** Dimensions beyond this are not believed: no header of a real web image says more. */
const MAX_DIMENSION = 65_535;

function ascii(bytes: Uint8Array, offset: number, length: number) {
  if (offset + length > bytes.length) return "";
  return String.fromCharCode(...bytes.subarray(offset, offset + length));
}

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function size(width: number, height: number) {
  return width > 0 && height > 0 && width <= MAX_DIMENSION && height <= MAX_DIMENSION
    ? { width, height }
    : {};
}

function pngSize(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== "IHDR") return {};
  return size(view.getUint32(16), view.getUint32(20));
}

function gifSize(view: DataView) {
  if (view.byteLength < 10) return {};
  return size(view.getUint16(6, true), view.getUint16(8, true));
}

/** Walks the JPEG markers to the first start-of-frame (SOF0..SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Uint8Array, view: DataView) {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return {};
    const marker = bytes[offset + 1]!;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    // Markers without a length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      offset += 2;
      continue;
    }
    const length = view.getUint16(offset + 2);
    if (length < 2) return {};
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (offset + 9 > bytes.length) return {};
      return size(view.getUint16(offset + 7), view.getUint16(offset + 5));
    }
    offset += 2 + length;
  }
  return {};
}

function webpSize(bytes: Uint8Array, view: DataView) {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8X" && bytes.length >= 30) {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return size(width, height);
  }
  if (chunk === "VP8L" && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  // Lossy: a key frame's start code 9d 01 2a, then 14-bit width and height.
  if (chunk === "VP8 " && bytes.length >= 30 && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  }
  return {};
}

/** The boxes of an ISO-BMFF range: type, where the content starts, where the box ends. */
function* boxes(view: DataView, start: number, end: number) {
  let offset = start;
  while (offset + 8 <= end) {
    let boxSize = view.getUint32(offset);
    const type = String.fromCharCode(
      view.getUint8(offset + 4),
      view.getUint8(offset + 5),
      view.getUint8(offset + 6),
      view.getUint8(offset + 7),
    );
    let header = 8;
    if (boxSize === 1) {
      if (offset + 16 > end) return;
      const high = view.getUint32(offset + 8);
      if (high !== 0) return;
      boxSize = view.getUint32(offset + 12);
      header = 16;
    } else if (boxSize === 0) {
      boxSize = end - offset;
    }
    if (boxSize < header || offset + boxSize > end) return;
    yield { type, content: offset + header, end: offset + boxSize };
    offset += boxSize;
  }
}

/** AVIF: meta → iprp → ipco → the first `ispe` (image spatial extents) property. */
function avifSize(view: DataView) {
  for (const top of boxes(view, 0, view.byteLength)) {
    if (top.type !== "meta") continue;
    // meta is a full box: 4 bytes of version and flags before its children.
    for (const inMeta of boxes(view, top.content + 4, top.end)) {
      if (inMeta.type !== "iprp") continue;
      for (const inIprp of boxes(view, inMeta.content, inMeta.end)) {
        if (inIprp.type !== "ipco") continue;
        for (const property of boxes(view, inIprp.content, inIprp.end)) {
          if (property.type === "ispe" && property.content + 12 <= property.end)
            return size(view.getUint32(property.content + 4), view.getUint32(property.content + 8));
        }
      }
    }
  }
  return {};
}

function isAvif(bytes: Uint8Array, view: DataView) {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = view.getUint32(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  const brands = [ascii(bytes, 8, 4)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, 4));
  return brands.includes("avif") || brands.includes("avis");
}

function imageType(bytes: Uint8Array, view: DataView): ImageExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (isAvif(bytes, view)) return "avif";
  return null;
}

const sizeReaders: Record<ImageExtension, (bytes: Uint8Array, view: DataView) => object> = {
  png: pngSize,
  jpg: jpegSize,
  gif: (_bytes, view) => gifSize(view),
  webp: webpSize,
  avif: (_bytes, view) => avifSize(view),
};

/**
 * The image type of these bytes and its size, or null for anything that is not one of the
 * accepted types (SVG, HTML, text, other formats) whatever it is called.
 */
export function readImageHeader(bytes: Uint8Array): ImageInfo | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const extension = imageType(bytes, view);
  if (!extension) return null;
  let dimensions: { width?: number; height?: number } = {};
  try {
    dimensions = sizeReaders[extension](bytes, view);
  } catch (error) {
    // A truncated header reads past the end: the type is known, the size is not.
    if (!(error instanceof RangeError)) throw error;
  }
  return { extension, contentType: IMAGE_TYPES[extension], ...dimensions };
}
