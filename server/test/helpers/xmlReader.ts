/** An element of a parsed XML document: its name, attributes, child elements and decoded text. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = '[A-Za-z_][\\w:.-]*';
const TOKEN = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>|([^<]+)`, 'y');

/** Decodes entity references; a bare `&` or an unknown entity is an error, as in any XML parser. */
function decode(raw: string): string {
  return raw.replace(/&([^;&\s]*)(;?)/g, (all, name: string, semi: string) => {
    if (!semi) throw new Error(`Bare & in "${raw}"`);
    if (name in ENTITIES) return ENTITIES[name]!;
    const code = /^#x[0-9a-f]+$/i.test(name)
      ? Number.parseInt(name.slice(2), 16)
      : /^#\d+$/.test(name)
        ? Number(name.slice(1))
        : Number.NaN;
    if (Number.isNaN(code)) throw new Error(`Unknown entity ${all}`);
    return String.fromCodePoint(code);
  });
}

function readAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of raw.matchAll(new RegExp(`(${NAME})\\s*=\\s*"([^"]*)"`, 'g'))) {
    if (name! in attrs) throw new Error(`Attribute ${name} given twice`);
    attrs[name!] = decode(value!);
  }
  return attrs;
}

/**
 * A small strict reader for the documents the server writes (no comments, CDATA or DTDs): the XML
 * declaration first, one root, every tag closed in order, attributes quoted, `&` and `<` escaped.
 * Anything else throws.
 */
export function parseXml(source: string): XmlElement {
  const declaration = source.match(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/);
  if (!declaration) throw new Error('Missing XML declaration');
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  TOKEN.lastIndex = declaration[0].length;
  while (TOKEN.lastIndex < source.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(source);
    if (!m) throw new Error(`Not XML at ${at}: ${source.slice(at, at + 40)}`);
    const [, closing, name, attrs, selfClosing, text] = m;
    const parent = stack[stack.length - 1];
    if (text !== undefined) {
      if (parent) parent.text += decode(text);
      else if (text.trim()) throw new Error(`Text outside the root: ${text.trim().slice(0, 40)}`);
    } else if (closing) {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
    } else {
      if (!parent && root) throw new Error('More than one root element');
      const element: XmlElement = { name: name!, attrs: readAttrs(attrs ?? ''), children: [], text: '' };
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new Error('Unclosed elements');
  return root;
}

/** Child elements of `element` named `name`. */
export const childrenNamed = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name);

/** The text of the one child named `name` (undefined when there is not exactly one). */
export function childText(element: XmlElement, name: string): string | undefined {
  const found = childrenNamed(element, name);
  return found.length === 1 ? found[0]!.text : undefined;
}
