import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon("check", [["path", { d: "M20 6 9 17l-5-5", key: "1gmf2c" }]]);
