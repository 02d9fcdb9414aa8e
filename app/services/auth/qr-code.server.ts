import { toString } from "qrcode/lib/browser.js";

/** A QR code of `text` as an SVG data URL, for an <img> (the CSP allows data: images). */
export async function qrCodeDataUrl(text: string) {
  const svg = await toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
