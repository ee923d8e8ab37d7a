/**
 * The app and portal theme an organisation publishes (back-office §3 Theme, §5, §9).
 * The component groups' inner fields are ours (docs/decisions.md "Theme component groups").
 * Enums first (but the component groups and view variants, which are read from the shapes they key),
 * then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { WebUrl } from '../core/primitives.js';
import { objectPerValue } from '../core/refinements.js';
import { defineDomain, rule } from '../core/domain.js';

// —— shape helpers the settings files and the inbox share (this file imports no other domain) ——

// —— enumerations ——

/** back-office §3 Theme: "Button variants: filled, outlined". */
export const ButtonVariant = z.enum(['filled', 'outlined']);
export type ButtonVariant = z.infer<typeof ButtonVariant>;

/** back-office §3 Theme: "Favorite variants: neutral, good, bad, active". */
export const FavoriteVariant = z.enum(['neutral', 'good', 'bad', 'active']);
export type FavoriteVariant = z.infer<typeof FavoriteVariant>;

/** back-office §3 Theme: "Text variants: h1 to h6, large, medium, small, mini". */
export const TextVariant = z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'large', 'medium', 'small', 'mini']);
export type TextVariant = z.infer<typeof TextVariant>;

/** back-office §3 Theme: "Font weights: semiBold, regular". */
export const FontWeight = z.enum(['semiBold', 'regular']);
export type FontWeight = z.infer<typeof FontWeight>;

/** back-office §3 Theme: "Pulsing icon variants: idle, heating, cooling, solar-producing, solar-idle". */
export const PulsingIconVariant = z.enum(['idle', 'heating', 'cooling', 'solar-producing', 'solar-idle']);
export type PulsingIconVariant = z.infer<typeof PulsingIconVariant>;

/** back-office §3 Theme: "Surface variants: primary, secondary, info, attention". */
export const SurfaceVariant = z.enum(['primary', 'secondary', 'info', 'attention']);
export type SurfaceVariant = z.infer<typeof SurfaceVariant>;

/** back-office §3 Theme: "Background types: color, image". */
export const BackgroundType = z.enum(['color', 'image']);
export type BackgroundType = z.infer<typeof BackgroundType>;

/** back-office §3 Theme: "Background behaviours: scroll, sticky". */
export const BackgroundBehaviour = z.enum(['scroll', 'sticky']);
export type BackgroundBehaviour = z.infer<typeof BackgroundBehaviour>;

/**
 * back-office §3 Module item and Custom favorite "icon {type, name}": where the icon comes from
 * (docs/decisions.md "Icon references").
 */
export const IconType = z.enum(['app', 'url']);
export type IconType = z.infer<typeof IconType>;

/** back-office §5, §9: "Graph shared colours (cartesian and radial lists): at least 6 and at most 12 entries". */
export const GRAPH_COLOURS = { min: 6, max: 12 } as const;
export const GRAPH_COLOURS_TOO_FEW = `Graph colours need at least ${GRAPH_COLOURS.min} entries`;
export const GRAPH_COLOURS_TOO_MANY = `Graph colours allow at most ${GRAPH_COLOURS.max} entries`;


/** back-office §3 Theme: colours as hex strings (#rgb, #rrggbb or #rrggbbaa). */
export const HexColour = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Must be a hex colour like #1a2b3c')
  .meta({ description: 'Hex colour: #rgb, #rrggbb or #rrggbbaa', 'x-ui': { widget: 'color' } });

/** back-office §3 Module item / Custom favorite: "icon {type, name}". */
export const IconRef = z
  .object({
    type: IconType.meta({ title: 'Icon source', 'x-ui': { order: 1 } }),
    name: z.string().min(1).meta({ title: 'Icon', description: 'App icon name, or image URL when the source is url', 'x-ui': { order: 2 } }),
  })
  .meta({ title: 'Icon' });
export type IconRef = z.infer<typeof IconRef>;

/** Per-variant styles: one optional key per variant. */
const byVariant = <const V extends string, S extends z.ZodType>(values: readonly V[], schema: S) => objectPerValue(values, schema.optional());

/** back-office §3 Theme: a background of a view is a color or an image, scrolling or sticky. */
export const ThemeBackground = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal(BackgroundType.enum.color),
      color: HexColour,
      behaviour: BackgroundBehaviour,
    }),
    z.object({
      type: z.literal(BackgroundType.enum.image),
      imageUrl: WebUrl,
      behaviour: BackgroundBehaviour,
    }),
  ])
  .meta({ title: 'Background' });
export type ThemeBackground = z.infer<typeof ThemeBackground>;

/** Colours of a surface (cards, labels, info boxes). */
const SurfaceColours = z.object({ backgroundColor: HexColour, textColor: HexColour });

/** back-office §3 Theme: text variants and their font weight. */
export const TextStyle = z
  .object({
    fontSize: z.number().min(6).max(96).meta({ title: 'Size (px)' }),
    fontWeight: FontWeight,
    lineHeight: z.number().min(6).max(128).optional().meta({ title: 'Line height (px)' }),
    color: HexColour.optional(),
  })
  .meta({ title: 'Text style' });
export type TextStyle = z.infer<typeof TextStyle>;

/** back-office §5 Graph shared colours: 6 to 12 entries. */
export const GraphColourList = z
  .array(HexColour)
  .min(GRAPH_COLOURS.min, GRAPH_COLOURS_TOO_FEW)
  .max(GRAPH_COLOURS.max, GRAPH_COLOURS_TOO_MANY)
  .meta({ title: 'Colours', description: `${GRAPH_COLOURS.min} to ${GRAPH_COLOURS.max} hex colours` });

/** back-office §3 Theme component groups (label, text, button, selector, favorite, graph, iot, tabs, menu). */
export const ThemeComponents = z
  .object({
    label: byVariant(SurfaceVariant.options, SurfaceColours).optional(),
    text: byVariant(TextVariant.options, TextStyle).optional(),
    button: byVariant(
      ButtonVariant.options,
      z.object({ backgroundColor: HexColour, textColor: HexColour, borderColor: HexColour.optional(), borderRadius: z.number().min(0).max(64).optional() }),
    ).optional(),
    selector: z
      .object({ backgroundColor: HexColour, textColor: HexColour, selectedBackgroundColor: HexColour, selectedTextColor: HexColour })
      .optional(),
    favorite: byVariant(FavoriteVariant.options, z.object({ backgroundColor: HexColour, iconColor: HexColour, textColor: HexColour })).optional(),
    graph: z
      .object({
        sharedColors: z.object({ cartesian: GraphColourList, radial: GraphColourList }),
        gridColor: HexColour.optional(),
        axisTextColor: HexColour.optional(),
      })
      .optional(),
    iot: z.object({ pulsingIcon: byVariant(PulsingIconVariant.options, HexColour) }).optional(),
    tabs: z
      .object({ backgroundColor: HexColour, textColor: HexColour, activeBackgroundColor: HexColour, activeTextColor: HexColour })
      .optional(),
    menu: z.object({ backgroundColor: HexColour, textColor: HexColour, activeColor: HexColour }).optional(),
  })
  .meta({ title: 'Components' });
export type ThemeComponents = z.infer<typeof ThemeComponents>;

/** back-office §3 Theme: "Component groups: label, text, button, selector, favorite, graph, iot, tabs, menu": the keys of ThemeComponents. */
export const ThemeComponentGroup = ThemeComponents.keyof();
export type ThemeComponentGroup = z.infer<typeof ThemeComponentGroup>;

/** back-office §3 Theme: the background of each view variant (home optional). */
const ThemeViews = z.object({ primary: ThemeBackground, secondary: ThemeBackground, home: ThemeBackground.optional() });

/** back-office §3 Theme: "View variants: primary, secondary, optional home": the keys of a theme part's views. */
export const ViewVariant = ThemeViews.keyof();
export type ViewVariant = z.infer<typeof ViewVariant>;

/**
 * back-office §3 Theme: the light part and the optional dark part, "each with backgroundColors,
 * foregroundColor, accentColor, accentBackgroundColor"; views (primary, secondary, optional home),
 * surfaces and the component groups ride along so dark mode can recolour them.
 */
export const ThemePart = z
  .object({
    backgroundColors: z.array(HexColour).min(1).meta({ title: 'Background colours', description: 'One colour, or several for a gradient', 'x-ui': { order: 1 } }),
    foregroundColor: HexColour.meta({ title: 'Foreground', 'x-ui': { order: 2 } }),
    accentColor: HexColour.meta({ title: 'Accent', 'x-ui': { order: 3 } }),
    accentBackgroundColor: HexColour.meta({ title: 'Accent background', 'x-ui': { order: 4 } }),
    views: ThemeViews.optional().meta({ title: 'Views', 'x-ui': { order: 5 } }),
    surfaces: byVariant(SurfaceVariant.options, SurfaceColours).optional().meta({ title: 'Surfaces', 'x-ui': { order: 6 } }),
    components: ThemeComponents.optional().meta({ 'x-ui': { order: 7 } }),
  })
  .meta({ title: 'Theme colours' });
export type ThemePart = z.infer<typeof ThemePart>;

/** back-office §3 Theme: "light and optional dark parts". The payload of a theme draft or release. */
export const Theme = z
  .object({
    light: ThemePart.meta({ title: 'Light' }),
    dark: ThemePart.optional().meta({ title: 'Dark' }),
  })
  .meta({ title: 'Theme', description: 'Colours and component styles of the apps and portal' });
export type Theme = z.infer<typeof Theme>;

export const themeDomain = defineDomain({
  name: 'settings/theme',
  spec: ['back-office §3 Theme', 'back-office §5', 'back-office §9'],
  enums: {
    ThemeComponentGroup, ButtonVariant, FavoriteVariant, TextVariant, FontWeight, PulsingIconVariant,
    ViewVariant, SurfaceVariant, BackgroundType, BackgroundBehaviour, IconType,
  },
  entities: { Theme, ThemePart, ThemeComponents, ThemeBackground, TextStyle, IconRef },
  rules: {
    graphSharedColours: rule({
      spec: 'back-office §5',
      summary: 'Graph shared colours (cartesian and radial lists): at least 6 and at most 12 entries',
      schema: GraphColourList,
      messages: [GRAPH_COLOURS_TOO_FEW, GRAPH_COLOURS_TOO_MANY],
    }),
  },
});
