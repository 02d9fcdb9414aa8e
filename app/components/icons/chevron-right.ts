import { icon } from "~/components/root-shared";

export default /*#__PURE__*/ icon("chevron-right", [
  ["path", { d: "m9 18 6-6-6-6", key: "mthhwq" }],
]);
