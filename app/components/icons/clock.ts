import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("clock", [
  ["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }],
  ["path", { d: "M12 6v6l4 2", key: "mmk7yg" }],
]);
