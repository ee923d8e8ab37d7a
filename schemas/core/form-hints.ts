/**
 * Form hints for the console ride on zod's `.meta()` under the key `x-ui` (an OpenAPI-style
 * extension keyword, ignored by validators and RJSF alike). The generator lifts them into each
 * resource's uiSchema in generated/resources.gen.ts (list columns are the resource's own, in
 * schemas/resources.ts), e.g.
 *   body: z.string().meta({ title: 'Body', 'x-ui': { widget: 'textarea', order: 2 } })
 */
export interface UiHint {
  /** RJSF widget name: textarea, password, color, radio, checkboxes, select, hidden, updown, range, date, ... */
  readonly widget?: string;
  /** Field position within its object (lower first). */
  readonly order?: number;
  readonly placeholder?: string;
  readonly help?: string;
  /** Shown but never editable (ids, audit fields). */
  readonly readonly?: boolean;
  /** Not shown in forms (server-managed fields). */
  readonly hidden?: boolean;
}

declare module 'zod' {
  interface GlobalMeta {
    'x-ui'?: UiHint;
  }
}
