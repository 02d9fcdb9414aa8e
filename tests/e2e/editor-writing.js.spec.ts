/**
 * Writing in the post editor with JavaScript: unsaved changes kept in the browser, the formatting
 * toolbar and shortcuts, images pasted or dropped into the content, and the live facts.
 */
import { expect, test, type Page } from "@playwright/test";
import { site } from "~/content/site";
import { pngImage } from "../support/images";
import { seedPosts, signInAs, signInAsAdmin, uniqueTag } from "./admin-portal-helpers";
import { fillNewPost, photo } from "./media-upload-helpers";

const MEDIA_MARKDOWN = String.raw`\(/media/[A-Za-z0-9_-]{22}\.png\)`;

const content = (page: Page) => page.getByLabel("Content (Markdown)");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Formatting" });

function keptDraft(page: Page, post: number | "new") {
  return page.evaluate(
    (key) => window.localStorage.getItem(key) ?? "",
    `post-editor-draft:${post}`,
  );
}

/** Answers the browser's "leave the page?" with yes. */
function answerDialogs(page: Page) {
  page.on("dialog", (dialog) => void dialog.accept());
}

const altTextDialog = (page: Page, fileName: string) =>
  page.getByRole("dialog", { name: `Alt text for ${fileName}` });

/** Answers the editor's question for one image: its alt text, then Insert image. */
async function describeImage(page: Page, fileName: string, alt: string) {
  const dialog = altTextDialog(page, fileName);
  const field = dialog.getByLabel("Describe the image for readers who cannot see it");
  await expect(field).toBeFocused();
  await field.fill(alt);
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("unsaved changes", () => {
  test("come back after a reload with Restore, go with Discard, and a save forgets them", async ({
    page,
  }) => {
    test.slow();
    const tag = uniqueTag("Kept");
    answerDialogs(page);
    await signInAsAdmin(page, "keptjs", "/admin/blog/new");
    await page.getByLabel("Title").fill(`${tag} title`);
    await content(page).fill("Words that must not be lost.");
    await expect.poll(() => keptDraft(page, "new")).toContain("Words that must not be lost.");

    await page.reload();
    const offer = page.getByRole("status").filter({ hasText: "kept in this browser" });
    await expect(offer).toContainText(/Unsaved changes from .+\d/);
    await expect(page.getByLabel("Title")).toHaveValue("");
    await page.getByRole("button", { name: "Restore unsaved changes" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(`${tag} title`);
    await expect(content(page)).toHaveValue("Words that must not be lost.");
    await expect(offer).toHaveCount(0);

    await page.reload();
    await page.getByRole("button", { name: "Discard" }).click();
    await expect(page.getByLabel("Title")).toHaveValue("");
    await expect.poll(() => keptDraft(page, "new")).toBe("");

    await page.getByLabel("Title").fill(`${tag} again`);
    await expect.poll(() => keptDraft(page, "new")).toContain(`${tag} again`);
    const slug = tag.toLowerCase();
    await fillNewPost(page, slug);
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    expect(await keptDraft(page, "new")).toBe("");
    await page.goto("/admin/blog/new");
    await expect(toolbar(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore unsaved changes" })).toHaveCount(0);
  });

  test("of a saved post are offered only while newer than the post", async ({ page }) => {
    const tag = uniqueTag("KeptEdit");
    const [post] = await seedPosts(tag, 1);
    answerDialogs(page);
    await signInAsAdmin(page, "keptedit", `/admin/blog/edit/${post!.id}`);
    await page.getByLabel("Title").fill(`${tag} retitled`);
    await expect.poll(() => keptDraft(page, post!.id)).toContain(`${tag} retitled`);
    await page.reload();
    await page.getByRole("button", { name: "Restore unsaved changes" }).click();
    await expect(page.getByLabel("Title")).toHaveValue(`${tag} retitled`);
  });

  test("a save after the session ended signs in again, comes back with the text, then saves", async ({
    page,
    context,
  }) => {
    test.slow();
    const slug = uniqueTag("ended").toLowerCase();
    const admin = await signInAsAdmin(page, "endedjs", "/admin/blog/new");
    await fillNewPost(page, slug);
    await context.clearCookies();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?redirectTo=%2Fadmin%2Fblog%2Fnew$/);

    await signInAs(page, admin, "/admin/blog/new");
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Your unsaved changes are back" }),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue(`Image post ${slug}`);
    await expect(page.getByLabel("Published")).toBeChecked();
    await page.getByRole("button", { name: "Create Post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Image post ${slug}`);
  });
});

test.describe("formatting", () => {
  test("each toolbar button formats the selection, and the browser's undo takes it back", async ({
    page,
  }) => {
    await signInAsAdmin(page, "toolbarjs", "/admin/blog/new");
    const cases: [string, string][] = [
      ["Bold", "**word**"],
      ["Italic", "_word_"],
      ["Heading", "## word"],
      ["Link", "[word](https://)"],
      ["Quote", "> word"],
      ["Code", "`word`"],
      ["Bulleted list", "- word"],
      ["Numbered list", "1. word"],
    ];
    for (const [button, formatted] of cases) {
      await content(page).fill("word");
      await content(page).selectText();
      await toolbar(page).getByRole("button", { name: button, exact: true }).click();
      await expect(content(page), button).toHaveValue(formatted);
      await expect(content(page)).toBeFocused();
      await page.keyboard.press("ControlOrMeta+z");
      await expect(content(page), `undo ${button}`).toHaveValue("word");
    }
  });

  test("Ctrl+B, I and K format the selection; Tab nests list items and otherwise moves on", async ({
    page,
  }) => {
    await signInAsAdmin(page, "shortcutsjs", "/admin/blog/new");
    const shortcuts: [string, string][] = [
      ["Control+b", "**word**"],
      ["Control+i", "_word_"],
      ["Meta+b", "**word**"],
    ];
    for (const [keys, formatted] of shortcuts) {
      await content(page).fill("word");
      await content(page).selectText();
      await page.keyboard.press(keys);
      await expect(content(page), keys).toHaveValue(formatted);
    }
    await content(page).fill("docs");
    await content(page).selectText();
    await page.keyboard.press("Control+k");
    // The address is selected, ready to be typed over.
    await page.keyboard.type("https://example.com");
    await expect(content(page)).toHaveValue("[docs](https://example.com)");

    await content(page).fill("- one\n- two");
    await page.keyboard.press("ControlOrMeta+End");
    await page.keyboard.press("Tab");
    await expect(content(page)).toHaveValue("- one\n  - two");
    await expect(content(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(content(page)).toHaveValue("- one\n- two");

    await content(page).fill("Plain text");
    await page.keyboard.press("Tab");
    await expect(content(page)).not.toBeFocused();
    await expect(content(page)).toHaveValue("Plain text");
  });

  test("the toolbar is one tab stop, walked with the arrow keys, its buttons named with tooltips", async ({
    page,
  }) => {
    await signInAsAdmin(page, "toolbarkeys", "/admin/blog/new");
    const bar = toolbar(page);
    await expect(bar.getByRole("button")).toHaveCount(9);
    await expect(bar.locator('button[tabindex="0"]')).toHaveCount(1);
    await page.getByLabel("Slug").focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(bar.getByRole("button", { name: "Bold" })).toBeFocused();
    await expect(page.getByRole("tooltip")).toHaveText("Bold (Ctrl+B)");
    await page.keyboard.press("ArrowRight");
    await expect(bar.getByRole("button", { name: "Italic" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(bar.getByRole("button", { name: "Image" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(bar.getByRole("button", { name: "Bold" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(bar.getByRole("button", { name: "Image" })).toBeFocused();
    // Leaving and coming back lands on the button last used.
    await page.keyboard.press("Tab");
    await expect(content(page)).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(bar.getByRole("button", { name: "Image" })).toBeFocused();
  });
});

test.describe("images in the text", () => {
  async function sendFiles(
    page: Page,
    kind: "paste" | "drop",
    files: { name: string; type: string; bytes: number[] | number }[],
  ) {
    await content(page).evaluate(
      (textarea, { kind, files }) => {
        const data = new DataTransfer();
        for (const file of files) {
          const bytes =
            typeof file.bytes === "number"
              ? new Uint8Array(file.bytes)
              : new Uint8Array(file.bytes);
          data.items.add(new File([bytes], file.name, { type: file.type }));
        }
        const init = { bubbles: true, cancelable: true };
        textarea.dispatchEvent(
          kind === "paste"
            ? new ClipboardEvent("paste", { ...init, clipboardData: data })
            : new DragEvent("drop", { ...init, dataTransfer: data }),
        );
      },
      { kind, files },
    );
  }
  const png = (name: string) => ({
    name,
    type: "image/png",
    bytes: [...pngImage(4, 3, [0, 0, 255])],
  });

  test("a pasted image asks for its alt text, shows Uploading… and becomes its markdown", async ({
    page,
  }) => {
    await signInAsAdmin(page, "pastejs", "/admin/blog/new");
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/admin/blog/media", async (route) => {
      await held;
      await route.continue();
    });
    await content(page).fill("Intro\n\n");
    await page.keyboard.press("ControlOrMeta+End");
    await sendFiles(page, "paste", [png("screenshot.png")]);
    // The file's name is the first guess, selected so that typing replaces it.
    await expect(
      altTextDialog(page, "screenshot.png").getByLabel(
        "Describe the image for readers who cannot see it",
      ),
    ).toHaveValue("screenshot");
    await describeImage(page, "screenshot.png", "A blue square");
    await expect(content(page)).toHaveValue(/^Intro\n\n!\[Uploading screenshot\.png…\]/);
    await expect(page.getByRole("status").filter({ hasText: "Uploading 1 image…" })).toBeVisible();
    release();
    await expect(content(page)).toHaveValue(
      new RegExp(`^Intro\\n\\n!\\[A blue square\\]${MEDIA_MARKDOWN}$`),
    );
    await expect(
      page.getByRole("status").filter({ hasText: "Image uploaded: screenshot.png" }),
    ).toBeVisible();
  });

  test("several dropped images each get their markdown; one skipped is not sent, one over 5 MB is refused before sending", async ({
    page,
  }) => {
    await signInAsAdmin(page, "dropjs", "/admin/blog/new");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/admin/blog/media")) uploads.push(request.url());
    });
    await content(page).focus();
    await sendFiles(page, "drop", [
      png("one.png"),
      png("skipped.png"),
      png("two.png"),
      { name: "huge.png", type: "image/png", bytes: 5 * 1024 * 1024 + 1 },
    ]);
    await describeImage(page, "one.png", "First");
    await expect(altTextDialog(page, "skipped.png")).toBeVisible();
    await page.keyboard.press("Escape");
    await describeImage(page, "two.png", "Second");
    await expect(content(page)).toHaveValue(
      new RegExp(`^!\\[First\\]${MEDIA_MARKDOWN}\\n\\n!\\[Second\\]${MEDIA_MARKDOWN}$`),
    );
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "huge.png was not uploaded: The image must not be larger than 5 MB." }),
    ).toBeVisible();
    expect(uploads).toHaveLength(2);
  });

  test("the toolbar's Image button picks a file and inserts it", async ({ page }) => {
    await signInAsAdmin(page, "imagebuttonjs", "/admin/blog/new");
    const chooser = page.waitForEvent("filechooser");
    await toolbar(page).getByRole("button", { name: "Image" }).click();
    await (await chooser).setFiles(photo);
    await describeImage(page, photo.name, "A red rectangle");
    await expect(content(page)).toHaveValue(
      new RegExp(`^!\\[A red rectangle\\]${MEDIA_MARKDOWN}$`),
    );
  });
});

test.describe("live facts", () => {
  test("word count, reading time, and the search and social previews with their counters", async ({
    page,
  }) => {
    await signInAsAdmin(page, "factsjs", "/admin/blog/new");
    await content(page).fill("one two three");
    await expect(page.getByTestId("content-facts")).toHaveText("3 words · 1 min read");

    const suffix = ` | ${site.name} Blog`;
    const search = page.getByTestId("search-preview");
    const social = page.getByTestId("social-preview");
    await page.getByLabel("Title").fill("Short title");
    await page.getByLabel("Excerpt").fill("The excerpt stands in for a missing meta description.");
    await expect(search).toContainText(`Short title${suffix}`);
    await expect(search).toContainText("The excerpt stands in for a missing meta description.");
    await expect(page.getByText(`Page title: ${11 + suffix.length} / 60 characters`)).toBeVisible();

    const longTitle = "T".repeat(61 - suffix.length);
    await page.getByLabel("Title").fill(longTitle);
    await expect(
      page.getByText(`Page title: 61 / 60 characters. Search results cut it short.`),
    ).toBeVisible();

    await page.getByLabel("Meta description").fill("d".repeat(160));
    await expect(
      page.getByText("Description: 160 / 160 characters", { exact: true }),
    ).toBeVisible();
    await page.getByLabel("Meta description").fill("d".repeat(161));
    await expect(
      page.getByText("Description: 161 / 160 characters. Search results cut it short."),
    ).toBeVisible();

    await expect(social).toContainText("No image");
    await page.getByLabel("Image URL").fill("/media/cover.png");
    await expect(social.locator("img")).toHaveAttribute("src", `${site.url}/media/cover.png`);
    await expect(social).toContainText(`${longTitle}${suffix}`);
  });

  test("the slug is checked as it is typed", async ({ page }) => {
    const tag = uniqueTag("SlugCheck");
    const [post] = await seedPosts(tag, 1);
    await signInAsAdmin(page, "slugcheckjs", "/admin/blog/new");
    await page.getByLabel("Slug").fill(post!.slug);
    await expect(page.getByText("This slug is already used by another post.")).toBeVisible();
    await page.getByLabel("Slug").fill(`${post!.slug}-new`);
    await expect(page.getByText("This slug is free.")).toBeVisible();

    await page.goto(`/admin/blog/edit/${post!.id}`);
    await expect(page.getByText("This slug is free.")).toBeVisible();
  });
});
