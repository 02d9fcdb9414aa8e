import { resourceKindLabels, resources, type Resource } from "~/content/resources";

/** Every word of the search must appear somewhere in the resource (title, summary, tags or kind). */
function matches(resource: Resource, words: string[]) {
  const haystack = [resource.title, resource.summary, resource.tags.join(" "), resourceKindLabels[resource.kind]].join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export function findResources(search: string | undefined) {
  const words = search?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  const found = words.length ? resources.filter((resource) => matches(resource, words)) : resources;
  return {
    guides: found.filter((resource) => resource.kind === "guide"),
    caseStudies: found.filter((resource) => resource.kind === "case-study"),
  };
}
