/**
 * The shapes every domain reuses. Timestamps are `Date` in the contract: both ends revive ISO
 * timestamp strings on the wire into dates before validating (see wire.ts), so the server and the
 * client see the same types; the generator renders them as `string`/`date-time` in JSON Schema.
 */
import { z } from 'zod';

/** The spec's 24-hex document id. */
export const ObjectId = z
  .string()
  .regex(/^[0-9a-fA-F]{24}$/, 'Must be 24 hexadecimal characters')
  .meta({ description: 'Document id: 24 hexadecimal characters' });

/** An instant. JSON carries it as an ISO 8601 string; both ends revive it into a Date. */
export const Timestamp = z.date().meta({ description: 'ISO 8601 date-time' });

/** A calendar date, YYYY-MM-DD; stays a string (only full timestamps are revived). */
export const IsoDate = z.iso.date().meta({ description: 'Calendar date, YYYY-MM-DD' });

/** The spec's month key: 20YY-MM. */
export const MonthKey = z
  .string()
  .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, 'Must be a month key 20YY-MM')
  .meta({ description: 'Month key 20YY-MM', examples: ['2026-10'] });

/** A stored position: a GeoJSON Point with exactly two coordinates (longitude, latitude). */
export const Point = z
  .object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
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

/** Query-string booleans arrive as text. */
export const BooleanString = z.enum(['true', 'false']);

/** Digits-only query values (limit, page). */
export const DigitString = z.string().regex(/^\d+$/, 'Digits only');
