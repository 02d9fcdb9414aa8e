import { icon } from "./icon";

export default /*#__PURE__*/ icon("cookie", [
  ["path", { d: "M11 17h.01", key: "dukryu" }],
  [
    "path",
    {
      d: "M11.496 2c.324-.016.558.292.529.615a4 4 0 004.235 4.368.713.713 0 01.758.757 4 4 0 004.366 4.237c.323-.03.63.204.614.527a10 10 0 01-2.915 6.566A1 1 0 114.93 4.918 10 10 0 0111.496 2",
      key: "1x76et",
    },
  ],
  ["path", { d: "M12 12h.01", key: "1mp3jc" }],
  ["path", { d: "M16 16h.01", key: "1f9h7w" }],
  ["path", { d: "M16 3h.01", key: "ll0zb8" }],
  ["path", { d: "M21 4h.01", key: "uw58yv" }],
  ["path", { d: "M21 8h.01", key: "17axm7" }],
  ["path", { d: "M7 14h.01", key: "1qa3f1" }],
  ["path", { d: "M9 8h.01", key: "1jwowd" }],
]);
