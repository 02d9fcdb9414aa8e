import { describe, expect, it } from "vitest";
import { defaultPageMeta, publicPageMeta } from "./page-meta";
import { defaultSitePages } from "./site-pages";

const company = { name: "Nordlicht AI", legalName: "Nordlicht AI Labs GmbH" };

describe("publicPageMeta", () => {
  it("names the company as its published details do", () => {
    expect(publicPageMeta({ name: "home", company }).title).toBe(
      "Nordlicht AI: AI Development Services",
    );
    const terms = publicPageMeta({ name: "terms", company, document: defaultSitePages.terms });
    expect(terms.description).toBe("The terms that govern the services of Nordlicht AI Labs GmbH.");
  });

  it("takes a legal page's title from its document", () => {
    const document = { ...defaultSitePages.privacy, title: "Data Protection Notice" };
    expect(publicPageMeta({ name: "privacy", company, document }).title).toBe(
      "Data Protection Notice | Nordlicht AI",
    );
  });

  it("quotes the team page's figures as the page shows them", () => {
    expect(defaultPageMeta("team").description).toBe(
      "Meet the specialised AI agents that work alongside our engineers: 11 AI agents, 24/7 availability, 99.9% uptime, 50ms average response.",
    );
    const document = { ...defaultSitePages.team, figures: [{ value: "12", label: "AI agents" }] };
    expect(publicPageMeta({ name: "team", company, document }).description).toBe(
      "Meet the specialised AI agents that work alongside our engineers: 12 AI agents.",
    );
    expect(
      publicPageMeta({ name: "team", company, document: { ...document, figures: [] } }).description,
    ).toBe("Meet the specialised AI agents that work alongside our engineers.");
  });
});
