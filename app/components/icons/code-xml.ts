import { icon } from "~/components/root-shared.bundle-boundary";

export default /*#__PURE__*/ icon(
  "code-xml",
  [
    ["path", { d: "m18 16 4-4-4-4", key: "1inbqp" }],
    ["path", { d: "m6 8-4 4 4 4", key: "15zrgr" }],
    ["path", { d: "m14.5 4-5 16", key: "e7oirm" }],
  ],
  ["code-2"],
);
