import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("arrow-left", [
  ["path", { d: "m12 19-7-7 7-7", key: "1l729n" }],
  ["path", { d: "M19 12H5", key: "x3x0zl" }],
]);
