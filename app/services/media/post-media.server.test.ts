import { describe, expect, it } from "vitest";
import { mediaIdAt } from "./media-address.server";
import { CONTENT_MAY_HIDE_AN_ID, COVER_MAY_HIDE_AN_ID, mediaShownBy } from "./post-media.server";

const ID = "Yv_A-b0123456789xyzQWE.png";
const PAGE = "https://site.example/blog/a-post";

const post = (content: string, imageUrl: string | null = null) =>
  mediaShownBy({ slug: "a-post", imageUrl, content });

const hex = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

describe("mediaIdAt", () => {
  it.each([
    [`/media/${ID}`],
    [`/MEDIA/${ID}`],
    [`/media/${hex("Y")}${ID.slice(1)}`],
    [`/media/${ID.replace(".", "%2e")}`],
    [`/%6Dedia/${ID}`],
    [`https://elsewhere.example:8443/media/${ID}?w=600#top`],
    [`//cdn.example/media/${ID}`],
    [`/blog/../media/${ID}`],
    [`/blog/%2E%2E/media/${ID}`],
    [`../media/${ID}`],
    [`\\media\\${ID}`],
    [`/media/${ID.slice(0, 5)}\t${ID.slice(5)}`],
    [`  /media/${ID}\n`],
    [`/media/${ID}///`],
  ])("reads %j as the image", (address) => {
    expect(mediaIdAt(address, PAGE)).toBe(ID);
  });

  it.each([
    [`/media/${ID.replace(".png", ".PNG")}`],
    [`/media/${ID.toLowerCase()}`],
    [`/media/%25${hex("Y").slice(1)}${ID.slice(1)}`],
    [`/media%2F${ID}`],
    [`/media/${ID}%2F`],
    [`/media/x/${ID}`],
    [`/images/${ID}`],
    [`media/${ID}`],
    [`/media/${ID}%zz`],
    [`ftp://site.example/media/${ID}`],
    [`javascript:/media/${ID}`],
    ["http://["],
  ])("reads %j as not this image", (address) => {
    expect(mediaIdAt(address, PAGE)).not.toBe(ID);
  });
});

describe("mediaShownBy", () => {
  it.each([
    [`![x](/media/${ID})`],
    [`![x](&#47;media&#47;${ID})`],
    [`![x](/media/&#x59;${ID.slice(1)})`],
    [`![x](/media/${ID.replace(".", "&period;")})`],
    [`![x](/media/${ID.replace(".", "&amp;#46;")})`],
    [`![x](/media/${ID.replace("_", "\\_")})`],
    [`[download](/media/${hex("Y")}${ID.slice(1)})`],
    [`![x][r]\n\n[r]: </media/${ID}> "A title"`],
    [`See https://site.example/media/${ID.replace(".", "%2E")} for it.`],
    [`<img src="/media/${ID.slice(0, 3)}\n${ID.slice(3)}" alt="">`],
    [`<picture><source srcset="/a.png 1x,/media/${ID} 2x"></picture>`],
    [`Inline <img src=/media/${ID}> here.`],
    [`<a href='/media/${ID.replace("-", "&#45;")}'>the file</a>`],
  ])("finds the image in %j", (content) => {
    expect([...post(content)]).toEqual([ID]);
  });

  it.each([
    [`\`![x](/media/${ID})\``],
    [`\`\`\`\n![x](/media/${ID})\n\`\`\``],
    [`    ![x](/media/${ID})`],
    [`The file was /media/${ID} once.`],
    [`![x](media/${ID})`],
    [`![x](javascript:/media/${ID})`],
  ])("does not find it in %j, which shows nothing", (content) => {
    expect([...post(content)]).toEqual([]);
  });

  it("reads the cover's address as written, with no character references", () => {
    expect([...post("No images.", `/media/${hex("Y")}${ID.slice(1)}`)]).toEqual([ID]);
    expect([...post("No images.", `/media/${ID.slice(0, 4)}\t${ID.slice(4)}`)]).toEqual([ID]);
    expect([...post("No images.", `&#47;media&#47;${ID}`)]).toEqual([]);
  });

  // The database only reads the posts that hold the id as written or match these patterns;
  // any other way of writing the address must match one.
  it("finds an image written another way only where the database's prefilter looks", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const named: Record<string, string> = { ".": "&period;", _: "&lowbar;", "/": "&sol;" };
    const spellings = [
      (char: string) => hex(char),
      (char: string) => `&#${char.charCodeAt(0)};`,
      (char: string) => `&#x${char.charCodeAt(0).toString(16)}`,
      (char: string) => `&amp;#${char.charCodeAt(0)};`,
      (char: string) => named[char] ?? char,
      (char: string) => (/[-_.]/.test(char) ? `\\${char}` : char),
      (char: string) => `${pick(["\t", "\n", "\r\n"])}${char}`,
    ];
    const respell = (text: string) =>
      [...text].map((char) => (random() < 0.15 ? pick(spellings)(char) : char)).join("");
    const content = new RegExp(CONTENT_MAY_HIDE_AN_ID);
    const cover = new RegExp(COVER_MAY_HIDE_AN_ID);
    const mayShow = (text: string, pattern: RegExp) => text.includes(ID) || pattern.test(text);
    let shown = 0;
    for (let round = 0; round < 300; round++) {
      const address = respell(`/media/${ID}`);
      for (const markdown of [
        `![x](${address})`,
        `[x](<${address}>)`,
        `<img alt="" src="${address}">`,
        `A <a href='${address}'>file</a>.`,
      ]) {
        if (!post(markdown).has(ID)) continue;
        shown += 1;
        expect(mayShow(markdown, content), markdown).toBe(true);
      }
      if (post("Words.", address).has(ID)) {
        shown += 1;
        expect(mayShow(address, cover), address).toBe(true);
      }
    }
    expect(shown).toBeGreaterThan(300);
  });

  it("leaves everyday text to the database's prefilter", () => {
    const content = new RegExp(CONTENT_MAY_HIDE_AN_ID);
    for (const text of [
      "Our R&D team grew 50% this year; Q&A below.",
      "Compare `a < b && c` and [search](https://example.com/?q=a&lang=en).",
      "A path like C:\\Users\\me, and 100 %.",
      "<div>a tag on one line</div>",
    ])
      expect(content.test(text), text).toBe(false);
  });
});
