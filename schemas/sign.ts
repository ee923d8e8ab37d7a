/**
 * Signs (back-office §1, §2: the console's "signs" page, switched by the page flag `signs`; nothing
 * else is shown). Ours: a sign is one of the organisation's public display screens — an office
 * lobby, a building's entrance, a shop window — that opens a public read-only address full-screen
 * and shows live energy information: today's spot price in its price zone with the cheapest hours,
 * the zone's CO2 intensity now, and an optional message of the day.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { IsoDate, Language, ObjectId, OrganisationCode, Timestamp, whenMissing, WebUrl } from './core/primitives.js';
import { Currency, PriceZone, TimeZoneName } from './geography.js';

/** Light or dark screen colours: a dark sign glares less in a dim lobby. */
export const SignTheme = z.enum(['light', 'dark']);
export type SignTheme = z.infer<typeof SignTheme>;

/** The most cheapest hours a sign marks (a third of a day: more would mark nothing out). */
export const SIGN_CHEAPEST_HOURS_MAX = 8;
/** The message of the day fits a screen's line or two at reading distance. */
export const SIGN_MESSAGE_MAX_LENGTH = 200;
export const SIGN_NAME_MAX_LENGTH = 80;
/** How often a display reloads its data, in seconds: prices change by the hour, CO2 by the hour. */
export const SIGN_REFRESH_SECONDS = 300;

export const SIGN_NAME_REQUIRED = 'A sign needs a name';
export const SIGN_SHOWS_NOTHING = 'A sign must show the spot price, the CO2 intensity or a message';

const signFields = {
  name: z
    .string({ error: whenMissing(SIGN_NAME_REQUIRED) })
    .trim()
    .min(1, SIGN_NAME_REQUIRED)
    .max(SIGN_NAME_MAX_LENGTH)
    .meta({ title: 'Name', description: 'Where the screen is, as staff know it', examples: ['Head office lobby'] }),
  priceZone: PriceZone.meta({ title: 'Price zone' }),
  language: Language.meta({ title: 'Language' }),
  showSpotPrice: z.boolean().default(true).meta({ title: 'Spot price today' }),
  cheapestHours: z
    .number()
    .int()
    .min(0)
    .max(SIGN_CHEAPEST_HOURS_MAX)
    .default(3)
    .meta({ title: 'Cheapest hours marked', description: 'How many of the day\'s cheapest hours the price list marks; 0 marks none' }),
  showCo2: z.boolean().default(true).meta({ title: 'CO2 intensity now' }),
  message: z.string().trim().min(1).max(SIGN_MESSAGE_MAX_LENGTH).optional().meta({ title: 'Message of the day' }),
  theme: SignTheme.default('light').meta({ title: 'Theme' }),
  enabled: z.boolean().default(true).meta({ title: 'Enabled', description: 'A switched-off sign\'s address shows that it is off' }),
};

type SignContent = { readonly showSpotPrice?: boolean; readonly showCo2?: boolean; readonly message?: string | undefined };

/** A sign shows at least one thing. */
function checkShowsSomething(s: SignContent, ctx: z.RefinementCtx): void {
  if (s.showSpotPrice === false && s.showCo2 === false && !s.message) ctx.addIssue({ code: 'custom', message: SIGN_SHOWS_NOTHING, path: ['showSpotPrice'] });
}

/** The body of a sign's create and update (strict: unknown fields are refused). */
export const SignInput = z.strictObject(signFields).superRefine(checkShowsSomething).meta({ title: 'Sign' });
export type SignInput = z.input<typeof SignInput>;

/** A stored sign, with the public address its screen opens. */
export const Sign = z
  .object({
    _id: ObjectId,
    organisation: OrganisationCode,
    ...signFields,
    displayUrl: WebUrl.meta({ title: 'Display address', description: 'Public, read-only: {publicUrl}/signs/{organisation}/{id}' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    updatedBy: ObjectId.nullable().meta({ description: 'The admin who last changed it' }),
  })
  .meta({ title: 'Sign' });
export type Sign = z.infer<typeof Sign>;

/** One hour of today's spot prices on a sign. */
const SignPriceHour = z.object({
  start: Timestamp,
  value: z.number().meta({ description: 'Price in the currency per kWh' }),
  cheapest: z.boolean().meta({ description: 'One of the day\'s cheapest hours the sign marks' }),
});

/** What a sign's screen shows now: public, read by the display page on each refresh. */
export const SignDisplay = z
  .object({
    _id: ObjectId,
    organisation: OrganisationCode,
    name: z.string(),
    language: Language,
    theme: SignTheme,
    priceZone: PriceZone,
    timeZone: TimeZoneName,
    message: z.string().optional(),
    generatedAt: Timestamp,
    refreshSeconds: z.number().int().min(1),
    spotPrice: z
      .object({
        date: IsoDate,
        currency: Currency,
        unit: z.string().meta({ examples: ['kr/kWh', 'EUR/kWh'] }),
        now: z.number().optional().meta({ description: 'The price of the current hour' }),
        hours: z.array(SignPriceHour),
      })
      .optional()
      .meta({ description: 'Absent when the sign does not show prices or none are known for today' }),
    co2: z
      .object({ value: z.number().min(0), unit: z.literal('gCO2/kWh'), at: Timestamp })
      .optional()
      .meta({ description: 'The zone\'s CO2 intensity this hour; absent when not shown or not known' }),
  })
  .meta({ title: 'Sign display' });
export type SignDisplay = z.infer<typeof SignDisplay>;

export const signDomain = defineDomain({
  name: 'sign',
  spec: ['back-office §1', 'back-office §2'],
  enums: { SignTheme },
  entities: { Sign, SignInput, SignDisplay },
  rules: {
    signShowsSomething: rule({
      spec: 'back-office §2',
      summary: 'A sign shows the spot price, the CO2 intensity or a message (ours)',
      schema: SignInput,
      messages: [SIGN_SHOWS_NOTHING, SIGN_NAME_REQUIRED],
    }),
  },
});
