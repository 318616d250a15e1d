import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const keyName = (property: Node) => {
  const key = property.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : undefined;
};

/** A string written out in full: a literal or a template without `${…}`. */
const isConstantString = (node: Node) =>
  (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0);

const attributeName = (attribute: Node) => (attribute.type === 'JSXAttribute' ? ((attribute.name as Node).name as string) : undefined);

/** An attribute's constant string: `="…"` or `={'…'}`. */
const isConstantAttribute = (value: Node | null) =>
  value !== null && (isConstantString(value) || (value.type === 'JSXExpressionContainer' && isConstantString(value.expression as Node)));

/**
 * The source ranges of the `defaultMessage` of message descriptors: properties of objects that also have
 * an `id` (each with its comma) and attributes of JSX elements that also have an `id` (`<FormattedMessage>`).
 */
export function defaultMessageRanges(program: Node): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    if (node.type === 'ObjectExpression') {
      const properties = (node.properties as Node[]).filter((p) => p.type === 'Property');
      if (properties.some((p) => keyName(p) === 'id')) {
        properties.forEach((property, i) => {
          if (keyName(property) !== 'defaultMessage' || !isConstantString(property.value as Node)) return;
          const next = properties[i + 1];
          const previous = properties[i - 1];
          ranges.push(next ? [property.start, next.start] : previous ? [previous.end, property.end] : [property.start, property.end]);
        });
      }
    }
    if (node.type === 'JSXOpeningElement') {
      const attributes = node.attributes as Node[];
      if (attributes.some((a) => attributeName(a) === 'id')) {
        attributes.forEach((attribute, i) => {
          // From the end of what stands before it (the name or the attribute before), its blank included.
          const before = i > 0 ? attributes[i - 1]!.end : (node.name as Node).end;
          if (attributeName(attribute) === 'defaultMessage' && isConstantAttribute(attribute.value as Node | null)) ranges.push([before, attribute.end]);
        });
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((item) => isNode(item) && visit(item));
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return ranges;
}

/**
 * Drops the Russian `defaultMessage` text from the message descriptors of the app's code in builds, as
 * formatjs's `removeDefaultMessage` does: the catalogues (src/i18n/messages, ru.json extracted from these
 * very descriptors) carry every text, so the descriptors only need their ids. About 2.6 KB gzip of every
 * page's first JavaScript. A test (tests/build/bundle.test.ts) checks that no descriptor text is left and
 * that ru.json holds every id the code uses.
 */
export function stripDefaultMessages(): Plugin {
  return {
    name: 'strip-default-messages',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes('defaultMessage')) return null;
      const ranges = defaultMessageRanges(this.parse(code) as unknown as Node).sort((a, b) => b[0] - a[0]);
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges) out = out.slice(0, start) + out.slice(end);
      return { code: out, map: null };
    },
  };
}
