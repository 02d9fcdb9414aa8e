/**
 * A small, strict XML 1.0 reader for tests: it throws on anything not well-formed (unbalanced
 * or crossed tags, unquoted or repeated attributes, a bare "&" or "<", unknown entities, text
 * outside the root) and returns the element tree for assertions.
 */
interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = "[A-Za-z_][\\w.:-]*";
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;

function decodeText(raw: string, where: string) {
  const stripped = raw.replace(ENTITY, "");
  if (/[&<]/.test(stripped))
    throw new Error(`Unescaped "&" or "<" in ${where}: ${raw.slice(0, 80)}`);
  return raw
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-fA-F]+);/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&amp;/g, "&");
}

export function parseXml(source: string): XmlElement {
  let rest = source.replace(/^\uFEFF/, "");
  const declaration = new RegExp(`^<\\?xml\\s[^?]*\\?>`).exec(rest);
  if (declaration) rest = rest.slice(declaration[0].length);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;

  while (rest.length > 0) {
    const lt = rest.indexOf("<");
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (text) {
      if (stack.length === 0) {
        if (text.trim()) throw new Error(`Text outside the root element: ${text.slice(0, 40)}`);
      } else {
        stack.at(-1)!.text += decodeText(text, `<${stack.at(-1)!.name}>`);
      }
    }
    if (lt === -1) break;
    rest = rest.slice(lt);

    if (rest.startsWith("<!--")) {
      const end = rest.indexOf("-->");
      if (end === -1) throw new Error("Unclosed comment");
      rest = rest.slice(end + 3);
      continue;
    }
    if (rest.startsWith("<![CDATA[")) {
      const end = rest.indexOf("]]>");
      if (end === -1 || stack.length === 0) throw new Error("Bad CDATA section");
      stack.at(-1)!.text += rest.slice(9, end);
      rest = rest.slice(end + 3);
      continue;
    }
    const closing = new RegExp(`^</(${NAME})\\s*>`).exec(rest);
    if (closing) {
      const open = stack.pop();
      if (!open || open.name !== closing[1])
        throw new Error(`</${closing[1]}> does not close <${open?.name ?? "nothing"}>`);
      rest = rest.slice(closing[0].length);
      continue;
    }
    const opening = new RegExp(
      `^<(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`,
    ).exec(rest);
    if (!opening) throw new Error(`Malformed markup at: ${rest.slice(0, 60)}`);
    const element: XmlElement = { name: opening[1]!, attributes: {}, children: [], text: "" };
    for (const attribute of opening[2]!.matchAll(
      new RegExp(`(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "g"),
    )) {
      if (attribute[1]! in element.attributes)
        throw new Error(`Repeated attribute ${attribute[1]}`);
      element.attributes[attribute[1]!] = decodeText(
        attribute[2] ?? attribute[3] ?? "",
        `attribute ${attribute[1]}`,
      );
    }
    if (stack.length > 0) stack.at(-1)!.children.push(element);
    else if (root) throw new Error("More than one root element");
    else root = element;
    if (!opening[3]) stack.push(element);
    rest = rest.slice(opening[0].length);
  }
  if (stack.length > 0) throw new Error(`Unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error("No root element");
  return root;
}

export function childrenNamed(element: XmlElement, name: string) {
  return element.children.filter((child) => child.name === name);
}

export function childText(element: XmlElement, name: string) {
  return childrenNamed(element, name)[0]?.text;
}
