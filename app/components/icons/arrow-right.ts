import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("arrow-right", [
  ["path", { d: "M5 12h14", key: "1ays0h" }],
  ["path", { d: "m12 5 7 7-7 7", key: "xquz4c" }],
]);
