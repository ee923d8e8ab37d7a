/**
 * The console's own words, one module per area in i18n/messages/<area>.ts, each with all six UI
 * languages (issue 6 §1). Keys live under `ampere.<area>.…` and use react-admin's message syntax
 * (`%{name}` placeholders, `one |||| many` plurals with smart_count). Code asks for them with
 * react-admin's `translate('ampere.<area>.<key>', { _: 'English default' })`.
 *
 * A module's trees start below `ampere.<area>`, the area being its file's name: messages/frame.ts
 * writes `{ en: { title: 'Ampere console' }, … }` for `ampere.frame.title`. Adding the file is all
 * it takes (area-messages.ts finds it); its test checks every language has English's keys.
 */
export const CONSOLE_LOCALES = ['en', 'sv', 'nb', 'nn', 'fi', 'de'] as const;
export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number];

/** A nested message tree: strings at the leaves. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** What each i18n/messages/<area>.ts exports as default. */
export type ConsoleMessages = Readonly<Record<ConsoleLocale, MessageTree>>;
