import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("chevron-left", [
  ["path", { d: "m15 18-6-6 6-6", key: "1wnfg3" }],
]);
