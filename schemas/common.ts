/**
 * The primitives every domain shares (schemas/core/primitives.ts), registered so they appear in
 * generated/ and the README counts: the six languages, the stored Point, text in every language,
 * the empty body of PUT/POST calls that take none, and the §5 format rules they carry.
 */
import { defineDomain, rule } from './core/domain.js';
import { EmptyBody } from './core/envelope.js';
import { IsoDate, Language, LocalizedText, MonthKey, ObjectId, PRIMITIVE_MESSAGES, Point, Timestamp } from './core/primitives.js';

export const commonDomain = defineDomain({
  name: 'common',
  spec: ['platform-contract §1', 'platform-contract §5', 'back-office §1', 'back-office §5'],
  enums: { Language },
  entities: { Point, LocalizedText, EmptyBody },
  rules: {
    objectId: rule({
      spec: 'platform-contract §5',
      summary: 'Location id (and every document id) is 24 hexadecimal characters',
      schema: ObjectId,
      messages: [PRIMITIVE_MESSAGES.objectId],
    }),
    monthKey: rule({
      spec: 'platform-contract §5',
      summary: 'Month key: 20YY-MM',
      schema: MonthKey,
      messages: [PRIMITIVE_MESSAGES.monthKey],
    }),
    point: rule({
      spec: 'back-office §5',
      summary: 'Location position in the stored model is a Point with exactly 2 coordinates',
      schema: Point,
    }),
    isoTimestamps: rule({
      spec: 'platform-contract §5',
      summary: 'ISO timestamp strings are revived into dates (schemas/core/wire.ts); plain dates stay strings',
      schema: Timestamp,
    }),
    isoDate: rule({
      spec: 'platform-contract §3 Location service',
      summary: 'Calendar dates are YYYY-MM-DD',
      schema: IsoDate,
    }),
  },
});
