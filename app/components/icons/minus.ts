import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("minus", [["path", { d: "M5 12h14", key: "1ays0h" }]]);
