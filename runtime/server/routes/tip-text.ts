/**
 * The rules of a tip's text and reach that the catalogue and the location calls share (docs/decisions.md
 * "Tips of a location"): which tips a location gets, which language's text it reads, and what a tip
 * must hold to be stored.
 */
import { Language } from '../../../schemas/core/primitives.js';
import type { Location, LocationService } from '../../../schemas/location.js';
import type { LocalizedTip, Tip, TipInput } from '../../../schemas/tips.js';
import { problem } from '../errors.js';
import type { TipProgress } from '../repositories/tips.js';

type Text = Tip['title'];

/**
 * Where a text missing in the asked language is read instead: the other written Norwegian first
 * (a Nynorsk reader reads Bokmål before English, and the other way round), then English, then any.
 */
const FALLBACK: Readonly<Record<Language, readonly Language[]>> = {
  en: [], sv: ['en'], nb: ['nn', 'en'], nn: ['nb', 'en'], fi: ['en'], de: ['en'],
};

export function textIn(text: Text, language: Language): string {
  for (const l of [language, ...FALLBACK[language], ...Language.options]) {
    const value = text[l];
    if (value) return value;
  }
  return '';
}

/** Services that count: those delivering now or about to (a cancelled heating contract gets no heating tips). */
const COUNTING = new Set<LocationService['status']>(['active', 'pending']);

/** An active tip of the location's organisation, for every location or one with a service it names. */
export function tipApplies(tip: Tip, location: Pick<Location, 'services'> & { readonly organisation: string }): boolean {
  if (!tip.active || tip.organisation !== location.organisation) return false;
  if (tip.serviceTypes.length === 0) return true;
  return location.services.some((s) => COUNTING.has(s.status) && tip.serviceTypes.includes(s.type));
}

/** The tip as the location reads it: its text in `language` and the location's progress on it. */
export function localize(tip: Tip, language: Language, progress: TipProgress | undefined): LocalizedTip {
  return {
    tipId: tip._id,
    title: textIn(tip.title, language),
    body: textIn(tip.body, language),
    ...(tip.imageUrl ? { imageUrl: tip.imageUrl } : {}),
    completed: progress?.completed ?? false,
    ...(progress ? { createdAt: progress.createdAt, updatedAt: progress.updatedAt } : {}),
  };
}

/** The languages that hold text, trimmed; blank entries dropped so the fallback reaches a real text. */
function cleanText(text: Text): Text {
  const out: Text = {};
  for (const l of Language.options) {
    const value = text[l]?.trim();
    if (value) out[l] = value;
  }
  return out;
}

/**
 * The stored fields of an input, defaults applied (serviceTypes [], order 0, active true). A tip with
 * no title or no body in any language would show as an empty card: 400.
 */
export function tipFields(input: TipInput): Omit<Tip, '_id' | 'createdAt' | 'updatedAt'> {
  const title = cleanText(input.title);
  const body = cleanText(input.body);
  if (Object.keys(title).length === 0) throw problem('validationError', { message: 'A tip needs a title in at least one language' });
  if (Object.keys(body).length === 0) throw problem('validationError', { message: 'A tip needs a body in at least one language' });
  return {
    organisation: input.organisation,
    title,
    body,
    serviceTypes: [...new Set(input.serviceTypes ?? [])],
    ...(input.imageUrl ? { imageUrl: input.imageUrl } : {}),
    order: input.order ?? 0,
    active: input.active ?? true,
  };
}
