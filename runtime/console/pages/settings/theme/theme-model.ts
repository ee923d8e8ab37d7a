/**
 * What the editor shows, read from the contract's zod schema of a theme part: every field, group and
 * variant it holds, with the limits it sets, so a field the contract gains is on screen without an
 * editor change. Colours are recognised by HexColour's own check (a `.meta()` copy shares it).
 */
import { z } from 'zod';
import { HexColour, ThemePart } from '../../../../../schemas/settings/theme.js';

export type FieldNode =
  | { readonly kind: 'colour' }
  | { readonly kind: 'colours'; readonly schema: z.ZodType; readonly min?: number; readonly max?: number }
  | { readonly kind: 'number'; readonly min?: number; readonly max?: number }
  | { readonly kind: 'choice'; readonly options: readonly string[] }
  | { readonly kind: 'switch' }
  | { readonly kind: 'text'; readonly format?: string }
  | GroupNode
  | UnionNode;

export interface FieldEntry {
  readonly key: string;
  readonly node: FieldNode;
  readonly optional: boolean;
}

export interface GroupNode {
  readonly kind: 'group';
  readonly fields: readonly FieldEntry[];
}

export interface UnionNode {
  readonly kind: 'union';
  readonly discriminator: string;
  /** Each choice of the discriminator and the group it selects (the discriminator left out). */
  readonly options: readonly { readonly value: string; readonly group: GroupNode }[];
}

const HEX_CHECK = HexColour.def.checks?.[0];

interface LengthCheck {
  readonly _zod: { readonly def: { readonly check: string; readonly minimum?: number; readonly maximum?: number } };
}

function lengthLimits(checks: readonly unknown[] | undefined): { min?: number; max?: number } {
  const limits: { min?: number; max?: number } = {};
  for (const check of (checks ?? []) as readonly LengthCheck[]) {
    const def = check._zod.def;
    if (def.check === 'min_length' && def.minimum !== undefined) limits.min = def.minimum;
    if (def.check === 'max_length' && def.maximum !== undefined) limits.max = def.maximum;
  }
  return limits;
}

const finite = (n: number | null) => (n !== null && Number.isFinite(n) ? n : undefined);

function groupOf(schema: z.ZodObject, leaveOut?: string): GroupNode {
  const fields: FieldEntry[] = [];
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    if (key === leaveOut) continue;
    const optional = field instanceof z.ZodOptional;
    fields.push({ key, optional, node: nodeOf(optional ? (field.unwrap() as z.ZodType) : field) });
  }
  return { kind: 'group', fields };
}

/** The node of one schema. A kind the editor cannot show fails loudly, in the tests first. */
export function nodeOf(schema: z.ZodType): FieldNode {
  // Formats (z.url(), z.email()) are strings of classes of their own: told by their def's type.
  if (schema.def.type === 'string') {
    const def = (schema as z.ZodString).def as z.ZodString['def'] & { readonly format?: string };
    if (HEX_CHECK && def.checks?.includes(HEX_CHECK)) return { kind: 'colour' };
    return { kind: 'text', format: def.format };
  }
  if (schema instanceof z.ZodNumber) return { kind: 'number', min: finite(schema.minValue), max: finite(schema.maxValue) };
  if (schema instanceof z.ZodEnum) return { kind: 'choice', options: schema.options.map(String) };
  if (schema instanceof z.ZodBoolean) return { kind: 'switch' };
  if (schema instanceof z.ZodArray && nodeOf(schema.element as z.ZodType).kind === 'colour') {
    return { kind: 'colours', schema, ...lengthLimits(schema.def.checks) };
  }
  if (schema instanceof z.ZodObject) return groupOf(schema);
  if (schema instanceof z.ZodDiscriminatedUnion) {
    const discriminator = schema.def.discriminator;
    return {
      kind: 'union',
      discriminator,
      options: (schema.options as readonly z.ZodObject[]).map((option) => ({
        value: String((option.shape[discriminator] as z.ZodLiteral).value),
        group: groupOf(option, discriminator),
      })),
    };
  }
  throw new Error(`The theme editor cannot show a ${schema.def.type} field`);
}

/** A theme part as the editor shows it (the same for light and dark). */
export const THEME_PART: GroupNode = groupOf(ThemePart);

/** The part's key whose groups each get a section of their own. */
export const COMPONENTS_KEY = 'components';
