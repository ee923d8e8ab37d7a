/**
 * A value to start a new entry from (a module added to a page), from its form schema: required
 * properties only, constants as they are, the first of an enum, empty text and lists, switches off,
 * everyone targeted, and InvoiceFavorite in a new favorites list (the contract requires it).
 */
import { FIELD_MARK } from './form-schema.js';

type Node = Record<string, unknown>;

export function initialValue(node: Node): unknown {
  if (node.const !== undefined) return node.const;
  if (node[FIELD_MARK] === 'builtInFavorites') return [{ name: 'InvoiceFavorite', enabled: true }];
  if (node[FIELD_MARK] === 'segmentRuleSet') return { match: 'AND', rules: [] };
  if (node.default !== undefined) return node.default;
  if (Array.isArray(node.enum)) return node.enum[0];
  const options = (node.oneOf ?? node.anyOf) as Node[] | undefined;
  if (Array.isArray(options) && options[0]) return initialValue(options[0]);
  switch (node.type) {
    case 'object': {
      const properties = (node.properties ?? {}) as Record<string, Node>;
      const required = (node.required ?? []) as string[];
      return Object.fromEntries(required.filter((key) => properties[key]).map((key) => [key, initialValue(properties[key]!)]));
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return typeof node.minimum === 'number' ? node.minimum : 0;
    default:
      return '';
  }
}
