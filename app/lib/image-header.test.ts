import { describe, expect, it } from "vitest";
import {
  acceptedImages,
  avifImage,
  gifImage,
  jpegImage,
  pngImage,
  webpLosslessImage,
} from "../../tests/support/images";
import { readImageHeader } from "./image-header";

const encode = (value: string) => new TextEncoder().encode(value);

describe("readImageHeader", () => {
  it.each(acceptedImages)("knows a $name and its size", (image) => {
    expect(readImageHeader(image.bytes)).toEqual({
      extension: image.extension,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
    });
  });

  it.each([
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ["SVG with an XML declaration", '<?xml version="1.0"?><svg></svg>'],
    ["HTML", "<!doctype html><html><script>alert(1)</script></html>"],
    ["text", "just some text"],
    ["nothing", ""],
    ["a PDF", "%PDF-1.7\n"],
    ["a RIFF that is not WebP", "RIFF\u0004\u0000\u0000\u0000WAVEfmt "],
    [
      "an ISO file that is not AVIF",
      "\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0000\u0000isommp41",
    ],
  ])("refuses %s", (_name, content) => {
    expect(readImageHeader(encode(content))).toBeNull();
  });

  it("knows a truncated image's type without its size", () => {
    expect(readImageHeader(pngImage(4, 4).subarray(0, 12))).toEqual({
      extension: "png",
      contentType: "image/png",
    });
    expect(readImageHeader(jpegImage(10, 10).subarray(0, 30))).toEqual({
      extension: "jpg",
      contentType: "image/jpeg",
    });
    expect(readImageHeader(gifImage(3, 3).subarray(0, 8))).toEqual({
      extension: "gif",
      contentType: "image/gif",
    });
    expect(readImageHeader(webpLosslessImage(3, 3).subarray(0, 22))).toEqual({
      extension: "webp",
      contentType: "image/webp",
    });
  });

  it("does not believe a zero or absurd size", () => {
    expect(readImageHeader(pngImage(0, 0))).toEqual({ extension: "png", contentType: "image/png" });
    const huge = avifImage(100_000, 10);
    expect(readImageHeader(huge)).toEqual({ extension: "avif", contentType: "image/avif" });
  });

  it("survives a JPEG whose markers loop or lie about their length", () => {
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0xff, 0xe0]);
    expect(readImageHeader(broken)).toEqual({ extension: "jpg", contentType: "image/jpeg" });
    const endless = Uint8Array.from([0xff, 0xd8, ...Array(64).fill(0xff)]);
    expect(readImageHeader(endless)).toEqual({ extension: "jpg", contentType: "image/jpeg" });
  });

  it("survives AVIF boxes whose sizes lie", () => {
    const bytes = avifImage(10, 10);
    // The meta box claims to run past the end of the file.
    new DataView(bytes.buffer).setUint32(24, 0xfffffff0);
    expect(readImageHeader(bytes)).toEqual({ extension: "avif", contentType: "image/avif" });
  });
});
