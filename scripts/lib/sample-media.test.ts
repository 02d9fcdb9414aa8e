import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { readImageHeader } from "~/lib/image-header";
import { isMediaId } from "~/services/media/images.server";
import { SAMPLE_IMAGE, drawSamplePng } from "./sample-media";

describe("the sample image of a local database", () => {
  it("is a PNG that the upload rules accept, with its real size", () => {
    const png = drawSamplePng(SAMPLE_IMAGE.width, SAMPLE_IMAGE.height);
    expect(readImageHeader(png)).toMatchObject({
      contentType: "image/png",
      width: 1200,
      height: 630,
    });
    expect(isMediaId(SAMPLE_IMAGE.id)).toBe(true);
  });

  it("holds one row of pixels per line, blending from one corner to the other", () => {
    const width = 4;
    const height = 2;
    const png = Buffer.from(drawSamplePng(width, height));
    const idat = png.indexOf("IDAT");
    const length = png.readUInt32BE(idat - 4);
    const pixels = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect(pixels.byteLength).toBe(height * (1 + width * 3));
    expect([...pixels.subarray(1, 4)]).toEqual([0x1e, 0x1b, 0x4b]);
    const lastPixel = pixels.subarray(pixels.byteLength - 3);
    expect(lastPixel[2]).toBeGreaterThan(0x4b);
  });
});
