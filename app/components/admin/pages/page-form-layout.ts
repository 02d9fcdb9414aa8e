/**
 * How the page editor lays out each page's document: its sections in the order the page shows
 * them, each field's label and control, and what "Add another" puts in a list. The document's
 * rules live in its schema (app/schemas/site-pages.ts); page-form-layout.test.ts holds the two
 * together, so a field added to a schema cannot be missing from its form.
 */
import { cardGradients, contentIconNames, type SitePageName } from "~/schemas/site-pages";

export type PageField =
  | { kind: "line"; label: string; hint?: string; inputType?: "email" | "tel" | "url" }
  | { kind: "paragraph"; label: string; rows: number; hint?: string }
  | { kind: "markdown"; label: string }
  | { kind: "choice"; label: string; options: readonly string[] }
  | { kind: "check"; label: string }
  | { kind: "photo"; label: string }
  | { kind: "group"; label: string; fields: Record<string, PageField> }
  | {
      kind: "list";
      label: string;
      /** What one item is called ("Service 2", "Remove service 2"). */
      itemLabel: string;
      item: PageField;
      /** What "Add another" adds. */
      newItem: unknown;
      /** The item's field that names it in its heading, when it has one. */
      nameField?: string;
    };

const line = (label: string, hint?: string): PageField => ({ kind: "line", label, hint });
const paragraph = (label: string, rows = 3, hint?: string): PageField => ({
  kind: "paragraph",
  label,
  rows,
  hint,
});
const group = (label: string, fields: Record<string, PageField>): PageField => ({
  kind: "group",
  label,
  fields,
});
const list = (
  label: string,
  itemLabel: string,
  item: PageField,
  newItem: unknown,
  nameField?: string,
): PageField => ({ kind: "list", label, itemLabel, item, newItem, nameField });

const PATH_HINT = "A page of this site, such as /team or /#contact.";
const HIGHLIGHT_HINT = "Words of the title shown in colour; leave empty for none.";

const sectionHeading = (label: string) =>
  group(label, {
    eyebrow: line("Eyebrow"),
    title: line("Title"),
    highlight: line("Highlighted words", HIGHLIGHT_HINT),
    intro: paragraph("Introduction"),
  });

const figures = (label: string) =>
  list(label, "Figure", group("Figure", { value: line("Value"), label: line("Label") }), {
    value: "",
    label: "",
  });

const callToAction = (label: string) =>
  group(label, { label: line("Button text"), href: line("Link", PATH_HINT) });

const iconChoice: PageField = { kind: "choice", label: "Icon", options: contentIconNames };

const legalPage: Record<string, PageField> = {
  title: line("Title"),
  intro: paragraph("Introduction", 3),
  body: { kind: "markdown", label: "Text (Markdown)" },
};

export const pageFormLayouts: Record<SitePageName, Record<string, PageField>> = {
  home: {
    hero: group("Hero", {
      eyebrow: line("Eyebrow"),
      title: line("Title"),
      highlight: line("Highlighted words", HIGHLIGHT_HINT),
      subtitle: paragraph("Subtitle"),
      primaryCta: callToAction("Primary call to action"),
      secondaryCta: callToAction("Secondary call to action"),
      highlights: list("Highlights", "Highlight", line("Highlight"), ""),
    }),
    servicesHeading: sectionHeading("Services heading"),
    services: list(
      "Services",
      "Service",
      group("Service", {
        title: line("Title"),
        description: paragraph("Description"),
        icon: iconChoice,
        gradient: { kind: "choice", label: "Icon colours", options: cardGradients },
        highlight: { kind: "check", label: "Highlight this service" },
        features: list("Features", "Feature", line("Feature"), ""),
      }),
      {
        title: "",
        description: "",
        icon: contentIconNames[0],
        gradient: cardGradients[0],
        highlight: false,
        features: [""],
      },
      "title",
    ),
    aiCoreFlag: line("Badge on AI services", "The short label on cards of services built on AI."),
    aboutHeading: sectionHeading("About heading"),
    aboutParagraphs: list("About text", "Paragraph", paragraph("Paragraph", 4), ""),
    figures: figures("Figures"),
    achievements: list(
      "Achievements",
      "Achievement",
      group("Achievement", {
        title: line("Title"),
        description: paragraph("Description"),
        icon: iconChoice,
      }),
      { title: "", description: "", icon: contentIconNames[0] },
      "title",
    ),
  },
  team: {
    heading: group("Heading", {
      eyebrow: line("Eyebrow"),
      title: line("Title"),
      intro: paragraph("Introduction", 4),
    }),
    figures: figures("Figures"),
    membersHeading: line("Members heading"),
    members: list(
      "Members",
      "Member",
      group("Member", {
        name: line("Name"),
        role: line("Role"),
        model: line("Model", "The AI model behind an agent; leave empty for a person."),
        bio: paragraph("Bio", 4),
        photo: { kind: "photo", label: "Photo" },
        specialties: list("Specialties", "Specialty", line("Specialty"), ""),
        stats: figures("Figures"),
      }),
      { name: "", role: "", model: "", bio: "", photo: "", specialties: [], stats: [] },
      "name",
    ),
    cta: group("Call to action", {
      title: line("Title"),
      description: paragraph("Description"),
      label: line("Button text"),
      href: line("Link", PATH_HINT),
    }),
  },
  resources: {
    heading: group("Heading", {
      title: line("Title"),
      intro: paragraph("Introduction"),
      searchPlaceholder: line("Search box placeholder"),
      noResults: line("Text when nothing matches"),
    }),
    sections: list(
      "Sections",
      "Section",
      group("Section", {
        title: line("Title"),
        label: line("Entry label", "What each entry's card says it is, such as Guide."),
        entries: list(
          "Entries",
          "Entry",
          group("Entry", {
            title: line("Title"),
            summary: paragraph("Summary"),
            readTime: line("Reading time", "Such as 8 min read."),
            tags: list("Tags", "Tag", line("Tag"), ""),
          }),
          { title: "", summary: "", readTime: "", tags: [] },
          "title",
        ),
      }),
      { title: "", label: "", entries: [] },
      "title",
    ),
  },
  privacy: legalPage,
  terms: legalPage,
  cookies: legalPage,
  site: {
    name: line("Company name", "As the site names the company: header, titles, footer."),
    legalName: line("Legal name"),
    legalForm: line("Legal form"),
    tagline: line("Tagline"),
    address: group("Address", {
      street: line("Street"),
      postalCode: line("Postal code"),
      city: line("City"),
      country: line("Country"),
    }),
    phone: { kind: "line", label: "Phone", hint: "Leave empty to show none.", inputType: "tel" },
    emails: group("E-mail addresses", {
      contact: { kind: "line", label: "Contact", inputType: "email" },
      privacy: { kind: "line", label: "Privacy questions", inputType: "email" },
    }),
    socialLinks: list(
      "Social links",
      "Link",
      group("Link", {
        label: line("Name", "Such as LinkedIn."),
        url: { kind: "line", label: "Address", hint: "A full https:// address.", inputType: "url" },
      }),
      { label: "", url: "" },
      "label",
    ),
    registrationNumber: line("Registration number"),
    registrationCourt: line("Registration court"),
    vatId: line("VAT ID"),
    shareCapital: line("Share capital"),
    bank: group("Bank", { name: line("Bank name"), iban: line("IBAN"), bic: line("BIC") }),
    gdprStatement: paragraph("Data protection statement", 3, "The footer's last line."),
  },
};

/** Whether a layout has a photo field anywhere (its form then offers the media library). */
export function hasPhotoField(fields: Record<string, PageField>): boolean {
  return Object.values(fields).some(
    (field) =>
      field.kind === "photo" ||
      (field.kind === "group" && hasPhotoField(field.fields)) ||
      (field.kind === "list" && hasPhotoField({ item: field.item })),
  );
}
