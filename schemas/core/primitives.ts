/**
 * The shapes every domain reuses. Timestamps are `Date` in the contract: both ends revive ISO
 * timestamp strings on the wire into dates before validating (see wire.ts), so the server and the
 * client see the same types; the generator renders them as `string`/`date-time` in JSON Schema.
 */
import { z } from 'zod';

/** Messages of the primitives' format rules (platform-contract §5), for rules and tests to cite. */
export const PRIMITIVE_MESSAGES = {
  objectId: 'Must be 24 hexadecimal characters',
  monthKey: 'Must be a month key 20YY-MM',
  digitsOnly: 'Digits only',
  atMostSevenDigits: 'At most 7 digits',
  webUrl: 'Must be an https URL (http only on localhost, 127.0.0.0/8 or [::1])',
  appLink: 'Must be an https URL or an app link (its own scheme)',
  webOrigin: 'Must be an https origin (scheme, host and port, no path; http only on a loopback host)',
} as const;

export const OBJECT_ID_PATTERN = /^[0-9a-fA-F]{24}$/;
export const MONTH_KEY_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])$/;

/** The spec's 24-hex document id. */
export const ObjectId = z
  .string()
  .regex(OBJECT_ID_PATTERN, PRIMITIVE_MESSAGES.objectId)
  .meta({ description: 'Document id: 24 hexadecimal characters' });

/** An instant. JSON carries it as an ISO 8601 string; both ends revive it into a Date. */
export const Timestamp = z.date().meta({ description: 'ISO 8601 date-time' });

/** A calendar date, YYYY-MM-DD; stays a string (only full timestamps are revived). */
export const IsoDate = z.iso.date().meta({ description: 'Calendar date, YYYY-MM-DD' });

/** The spec's month key: 20YY-MM. */
export const MonthKey = z
  .string()
  .regex(MONTH_KEY_PATTERN, PRIMITIVE_MESSAGES.monthKey)
  .meta({ description: 'Month key 20YY-MM', examples: ['2026-10'] });

export const Longitude = z.number().min(-180).max(180).meta({ description: 'Longitude, degrees' });
export const Latitude = z.number().min(-90).max(90).meta({ description: 'Latitude, degrees' });

/** An hour of the day, 0–23. */
export const HourOfDay = z.number().int().min(0).max(23);

/** A stored position: a GeoJSON Point with exactly two coordinates (longitude, latitude). */
export const Point = z
  .object({
    type: z.literal('Point'),
    coordinates: z.tuple([Longitude, Latitude]),
  })
  .meta({ description: 'GeoJSON Point: exactly 2 coordinates [longitude, latitude]' });

/** The six supported languages (platform-contract §1, back-office §1). */
export const Language = z.enum(['en', 'sv', 'nb', 'nn', 'fi', 'de']).meta({ description: 'Supported language' });
export type Language = z.infer<typeof Language>;

/** Text in every supported language (all six required). */
export const LocalizedText = z
  .object({ en: z.string(), sv: z.string(), nb: z.string(), nn: z.string(), fi: z.string(), de: z.string() })
  .meta({ description: 'Text in every supported language' });

/** Text in some of the supported languages. */
export const PartialLocalizedText = LocalizedText.partial().meta({ description: 'Text in some supported languages' });

/** The organisation code (a fixed configured value; BRIGHT in the demo). */
export const OrganisationCode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Organisation code: letters, digits, _ and - only')
  .meta({ description: 'Organisation code, e.g. BRIGHT' });

/** E-mail address (general pattern). */
export const Email = z.email().meta({ description: 'E-mail address' });

/**
 * Hosts that name the machine of whoever opens the link: plain http is accepted there only, so a
 * developer's server on 127.0.0.1 works while no link can send a browser to a remote host in the clear
 * (docs/decisions.md "Web URLs in the contract").
 */
const LOOPBACK_HOST = String.raw`(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d{1,5})?([/?#]|$)`;
/**
 * https: anywhere, http: on a loopback host; never javascript:, data: or any other scheme. A pattern (not
 * a refinement) so JSON Schema and the console's forms carry the same rule. Schemes in lower case only.
 */
export const WEB_URL_PATTERN = new RegExp(String.raw`^(https://[^/?#\\\s]|http://${LOOPBACK_HOST})`);
/** Schemes an app link may not use: they open a web page or run content. */
const NOT_APP_SCHEMES = 'https?|wss?|ftp|javascript|vbscript|data|file|blob|about|filesystem|view-source|intent';
/** A web URL, or an app's own scheme (ampere://…, bright-energi:…). */
export const APP_LINK_PATTERN = new RegExp(String.raw`^(https://[^/?#\\\s]|http://${LOOPBACK_HOST}|(?!(${NOT_APP_SCHEMES}):)[a-z][a-z0-9+.-]*:[^\s])`);

/** Every URL field of the contract: https, or http on loopback (see WEB_URL_PATTERN). */
export const webUrl = (message?: string) => (message ? z.url({ message }) : z.url()).regex(WEB_URL_PATTERN, message ?? PRIMITIVE_MESSAGES.webUrl);
export const WebUrl = webUrl().meta({ description: 'https URL (http only on a loopback host)' });

/** An origin as a browser compares it: scheme, lower-case host and port, nothing after. */
export const WEB_ORIGIN_PATTERN = new RegExp(String.raw`^(https://([a-z0-9-]+\.)*[a-z0-9-]+|https://\[[0-9a-f:.]+\]|http://(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]))(:\d{1,5})?$`);
export const WebOrigin = z.string().regex(WEB_ORIGIN_PATTERN, PRIMITIVE_MESSAGES.webOrigin).meta({ description: 'https origin, e.g. https://widget.intercom.io', examples: ['https://widget.intercom.io'] });

/** A deep link into an app: a web URL (universal link) or the app's own scheme. */
export const AppLink = z.url().regex(APP_LINK_PATTERN, PRIMITIVE_MESSAGES.appLink).meta({ description: 'https URL (universal link) or an app link with its own scheme' });

/** Query-string booleans arrive as text. */
export const BooleanString = z.enum(['true', 'false']);

/**
 * Digits-only query values (limit, page), at most 7 digits: a count beyond 9 999 999 is refused
 * (docs/decisions.md "Input the database cannot store"), as it would not stay an exact integer in
 * offsets and answers.
 */
export const DigitString = z.string().regex(/^\d+$/, PRIMITIVE_MESSAGES.digitsOnly).max(7, PRIMITIVE_MESSAGES.atMostSevenDigits);

/** A zod `error` option that answers `message` when the value is absent or null (the spec's "missing …"). */
export const whenMissing = (message: string) => (issue: { readonly input?: unknown }) => (issue.input == null ? message : undefined);

/** A string holding a JSON-encoded object (the specs' "passed as encoded JSON"). */
export function jsonObjectString(message: string) {
  return z.string().refine((s) => {
    try {
      const v: unknown = JSON.parse(s);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    } catch {
      return false;
    }
  }, message);
}

/** A comma-separated list of an enumeration's values, e.g. queueTypes 'account,iot'. */
export function commaListOf(values: z.ZodEnum, message: string) {
  const one = `(${values.options.map((v) => String(v).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`;
  return z.string().regex(new RegExp(`^${one}(,${one})*$`), message);
}
