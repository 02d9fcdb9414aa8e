/** Part of `npm run build`: see scripts/lib/api-reference-asset.ts. */
import { copyApiReferenceAsset } from "./lib/api-reference-asset";

copyApiReferenceAsset();
