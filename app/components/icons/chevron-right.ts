import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("chevron-right", [
  ["path", { d: "m9 18 6-6-6-6", key: "mthhwq" }],
]);
