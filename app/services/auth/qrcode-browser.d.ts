// qrcode's dependency-free build (SVG/text only). Its default entry pulls in PNG support,
// which needs node's zlib and stream; the Worker bundle cannot include those.
declare module "qrcode/lib/browser.js" {
  import type { QRCodeToStringOptions } from "qrcode";
  export function toString(text: string, options: QRCodeToStringOptions): Promise<string>;
}
