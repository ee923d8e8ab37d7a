/**
 * Identity formats and the sign-in and contact-detail checks (portal §5, platform-contract §5):
 * personal ids, phone normalisation, street address, account e-mail and phone, password change,
 * PIN, and the minimum lengths of sign-in identities.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { LoginErrorKey } from './errors.js';

// —— constants (portal §5, §9) ——

/** portal §5, §9: "PIN exactly 4 digits"; "PIN length 4". */
export const PIN_LENGTH = 4;
/** portal §5, §9: "Phone-style login identity longer than 7 characters"; "minimum identity lengths 8 (phone)". */
export const MIN_PHONE_IDENTITY_LENGTH = 8;
/** portal §5, §9: "private customer id or company organisation id longer than 1 character"; "minimum identity lengths … 2". */
export const MIN_CUSTOMER_ID_LENGTH = 2;
/** portal §5: "Account email: general email pattern, at most 35 characters". */
export const ACCOUNT_EMAIL_MAX_LENGTH = 35;
/** portal §2 Login, §5: "Admin login personal id empty or exactly 12 characters". */
export const ADMIN_PERSONAL_ID_LENGTH = 12;
/** portal §5: "Password change: both fields equal and longer than 2 characters". */
export const MIN_PASSWORD_LENGTH = 3;

/**
 * Country calling codes whose numbers may be written with a trunk zero after the code: the
 * product's countries (platform-contract §1: Sweden, Norway, Finland, Austria) and the countries of
 * its other time zone and language (United Kingdom, Germany). docs/decisions.md "Phone normalisation".
 */
export const TRUNK_ZERO_COUNTRY_CODES = ['46', '47', '358', '43', '44', '49'] as const;

/**
 * The messages of the identity rules. MALFORMED_* are the spec's keys (portal §5) and are used as the
 * messages; the others are ours (docs/decisions.md "Identity messages").
 */
export const IDENTITY_MESSAGES = {
  malformedPersonalNumber: LoginErrorKey.enum.MALFORMED_PERSONAL_NUMBER,
  malformedOrganisationNumber: LoginErrorKey.enum.MALFORMED_ORGANISATION_NUMBER,
  swedishPersonalId: 'Invalid Swedish personal id',
  finnishPersonalId: 'Invalid Finnish personal id',
  personalId: 'Invalid personal id',
  streetAddress: 'Street address must be words followed by a number',
  accountEmail: 'Invalid email address',
  accountEmailTooLong: `Email must be at most ${ACCOUNT_EMAIL_MAX_LENGTH} characters`,
  swedishMobile: 'Phone number must be 07 followed by eight digits',
  passwordTooShort: `Password must be longer than ${MIN_PASSWORD_LENGTH - 1} characters`,
  passwordMismatch: 'Passwords do not match',
  pin: `PIN must be exactly ${PIN_LENGTH} digits`,
  pinDigit: 'Enter one digit',
  adminPersonalId: `Personal id must be empty or exactly ${ADMIN_PERSONAL_ID_LENGTH} characters`,
} as const;

// —— entities: formats JSON Schema can state ——

const SWEDISH_PERSONAL_ID = /^(?:\d{2})?\d{6}[-+]?\d{4}$/;
const FINNISH_PERSONAL_ID = /^\d{6}[-+A-FU-Y]\d{3}[A-Z]$/;

/** platform-contract §5, portal §5: "Swedish 10 or 12 digits with optional separator and century prefix". */
export const SwedishPersonalId = z
  .string()
  .regex(SWEDISH_PERSONAL_ID, IDENTITY_MESSAGES.swedishPersonalId)
  .meta({ title: 'Personal id (SE)', description: 'YYMMDDXXXX or YYYYMMDDXXXX, optionally with - or + before the last four digits', examples: ['199001011234', '900101-1234'] });

/**
 * platform-contract §5, portal §5: "Finnish 6 digits, a separator character, 3 digits and a letter".
 * Separators are the Finnish century signs (+, -, A–F, U–Y): docs/decisions.md "Finnish personal id".
 */
export const FinnishPersonalId = z
  .string()
  .regex(FINNISH_PERSONAL_ID, IDENTITY_MESSAGES.finnishPersonalId)
  .meta({ title: 'Personal id (FI)', description: 'DDMMYY, a century sign, 3 digits and a letter', examples: ['010190-123A'] });

/** platform-contract §5, portal §5: a personal id in the Swedish or the Finnish format. */
export const PersonalId = z
  .string()
  .regex(new RegExp(`^(?:${SWEDISH_PERSONAL_ID.source.slice(1, -1)}|${FINNISH_PERSONAL_ID.source.slice(1, -1)})$`), IDENTITY_MESSAGES.personalId)
  .meta({ title: 'Personal id', description: 'Swedish (10 or 12 digits) or Finnish personal id' });

/** platform-contract §5, portal §5: "Street address: words followed by a number" (a letter may follow the number, e.g. 12B). */
export const StreetAddress = z
  .string()
  .regex(/^[A-Za-zÀ-ÖØ-öø-ÿ.'-]+(?:\s+[A-Za-zÀ-ÖØ-öø-ÿ.'-]+)*\s+\d+\s?[A-Za-z]?$/, IDENTITY_MESSAGES.streetAddress)
  .meta({ title: 'Street address', examples: ['Storgatan 12', 'Sankt Eriksgatan 5B'] });

/** portal §5: "Account email: general email pattern, at most 35 characters; save disabled otherwise". */
export const AccountEmail = z
  .email(IDENTITY_MESSAGES.accountEmail)
  .max(ACCOUNT_EMAIL_MAX_LENGTH, IDENTITY_MESSAGES.accountEmailTooLong)
  .meta({ title: 'Email', description: `E-mail address, at most ${ACCOUNT_EMAIL_MAX_LENGTH} characters` });

/** portal §5: "Account phone: Swedish mobile pattern, 07 followed by eight digits, optional spaces or dashes". */
export const SwedishMobile = z
  .string()
  .regex(/^07(?:[ -]?\d){8}$/, IDENTITY_MESSAGES.swedishMobile)
  .meta({ title: 'Mobile number', examples: ['0701234567', '070-123 45 67'] });

/** portal §5, §9: "PIN exactly 4 digits"; "PIN length 4". */
export const Pin = z
  .string()
  .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), IDENTITY_MESSAGES.pin)
  .meta({ title: 'PIN', 'x-ui': { widget: 'password' } });

/** portal §2 Login, §5: "Admin login personal id empty or exactly 12 characters". */
export const AdminPersonalId = z
  .string()
  .regex(new RegExp(`^(?:.{${ADMIN_PERSONAL_ID_LENGTH}})?$`), IDENTITY_MESSAGES.adminPersonalId)
  .meta({ title: 'Personal id', description: 'Empty, or exactly 12 characters (YYYYMMDDXXXX)' });

// —— rule schemas (not entities: transforms, refinements or single-purpose checks) ——

/** portal §5: "one digit per box"; "Pin input accepts one numeric character". */
export const PinDigit = z.string().regex(/^\d$/, IDENTITY_MESSAGES.pinDigit);

/** portal §5: "Phone-style login identity longer than 7 characters; … otherwise MALFORMED_PERSONAL_NUMBER". */
export const PhoneIdentity = z
  .string()
  .min(MIN_PHONE_IDENTITY_LENGTH, IDENTITY_MESSAGES.malformedPersonalNumber)
  .meta({ title: 'Phone number or id', description: `At least ${MIN_PHONE_IDENTITY_LENGTH} characters` });

/** portal §5: "private customer id … longer than 1 character; otherwise MALFORMED_PERSONAL_NUMBER". */
export const PrivateCustomerId = z
  .string()
  .min(MIN_CUSTOMER_ID_LENGTH, IDENTITY_MESSAGES.malformedPersonalNumber)
  .meta({ title: 'Customer id', description: `At least ${MIN_CUSTOMER_ID_LENGTH} characters` });

/** portal §5: "company organisation id longer than 1 character; otherwise MALFORMED_ORGANISATION_NUMBER". */
export const CompanyOrganisationId = z
  .string()
  .min(MIN_CUSTOMER_ID_LENGTH, IDENTITY_MESSAGES.malformedOrganisationNumber)
  .meta({ title: 'Organisation number', description: `At least ${MIN_CUSTOMER_ID_LENGTH} characters` });

/**
 * platform-contract §5, portal §5: "Phone numbers are normalised by dropping spaces and removing a
 * leading zero after the country code": '+46 070 123 45 67' → '+46701234567'.
 */
export function normalisePhoneNumber(phone: string): string {
  const compact = phone.replace(/\s+/g, '');
  for (const code of TRUNK_ZERO_COUNTRY_CODES) {
    const prefix = `+${code}0`;
    if (compact.startsWith(prefix)) return `+${code}${compact.slice(prefix.length)}`;
  }
  return compact;
}

/** The normalisation as a zod transform (request bodies, forms). */
export const NormalizedPhoneNumber = z.string().transform(normalisePhoneNumber);

/**
 * An e-mail address as compared when it identifies a person (issue 19 §1): Unicode NFKC, trimmed,
 * lower case. 'Kari@Example.NO' and ' kari@example.no' are one address; the stored value stays as typed.
 */
export function normaliseEmail(email: string): string {
  return email.normalize('NFKC').trim().toLowerCase();
}

/** portal §5: "Password change (where enabled): both fields equal and longer than 2 characters". */
export const PasswordChange = z
  .object({
    password: z.string().meta({ title: 'New password', 'x-ui': { widget: 'password' } }),
    confirmPassword: z.string().meta({ title: 'Repeat new password', 'x-ui': { widget: 'password' } }),
  })
  .superRefine((v, ctx) => {
    for (const key of ['password', 'confirmPassword'] as const) {
      if (v[key].length < MIN_PASSWORD_LENGTH) {
        ctx.addIssue({ code: 'custom', path: [key], message: IDENTITY_MESSAGES.passwordTooShort });
        return;
      }
    }
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: IDENTITY_MESSAGES.passwordMismatch });
  });
export type PasswordChange = z.infer<typeof PasswordChange>;

export const identityDomain = defineDomain({
  name: 'identity',
  spec: ['platform-contract §5', 'portal §5'],
  enums: {},
  entities: { SwedishPersonalId, FinnishPersonalId, PersonalId, StreetAddress, AccountEmail, SwedishMobile, Pin, AdminPersonalId },
  rules: {
    swedishPersonalId: rule({
      spec: 'platform-contract §5',
      summary: 'Swedish personal id: 10 or 12 digits with optional separator and century prefix',
      schema: SwedishPersonalId,
      messages: [IDENTITY_MESSAGES.swedishPersonalId],
    }),
    finnishPersonalId: rule({
      spec: 'platform-contract §5',
      summary: 'Finnish personal id: 6 digits, a separator character, 3 digits and a letter',
      schema: FinnishPersonalId,
      messages: [IDENTITY_MESSAGES.finnishPersonalId],
    }),
    personalId: rule({
      spec: 'portal §5',
      summary: 'Personal id in the Swedish or the Finnish format',
      schema: PersonalId,
      messages: [IDENTITY_MESSAGES.personalId],
    }),
    phoneNormalisation: rule({
      spec: 'platform-contract §5',
      summary: 'Phone numbers are normalised by dropping spaces and removing a leading zero after the country code',
      schema: NormalizedPhoneNumber,
    }),
    streetAddress: rule({
      spec: 'platform-contract §5',
      summary: 'Street address: words followed by a number',
      schema: StreetAddress,
      messages: [IDENTITY_MESSAGES.streetAddress],
    }),
    accountEmail: rule({
      spec: 'portal §5',
      summary: 'Account email: general email pattern, at most 35 characters; save disabled otherwise',
      schema: AccountEmail,
      messages: [IDENTITY_MESSAGES.accountEmail, IDENTITY_MESSAGES.accountEmailTooLong],
    }),
    accountPhone: rule({
      spec: 'portal §5',
      summary: 'Account phone: Swedish mobile pattern, 07 followed by eight digits, optional spaces or dashes',
      schema: SwedishMobile,
      messages: [IDENTITY_MESSAGES.swedishMobile],
    }),
    passwordChange: rule({
      spec: 'portal §5',
      summary: 'Password change: both fields equal and longer than 2 characters',
      schema: PasswordChange,
      messages: [IDENTITY_MESSAGES.passwordTooShort, IDENTITY_MESSAGES.passwordMismatch],
    }),
    pin: rule({
      spec: 'portal §5',
      summary: 'PIN exactly 4 digits',
      schema: Pin,
      messages: [IDENTITY_MESSAGES.pin],
    }),
    pinDigit: rule({
      spec: 'portal §5',
      summary: 'One digit per box: the PIN input accepts one numeric character',
      schema: PinDigit,
      messages: [IDENTITY_MESSAGES.pinDigit],
    }),
    phoneIdentity: rule({
      spec: 'portal §5',
      summary: 'Phone-style login identity longer than 7 characters, otherwise MALFORMED_PERSONAL_NUMBER',
      schema: PhoneIdentity,
      messages: [IDENTITY_MESSAGES.malformedPersonalNumber],
    }),
    privateCustomerId: rule({
      spec: 'portal §5',
      summary: 'Private customer id longer than 1 character, otherwise MALFORMED_PERSONAL_NUMBER',
      schema: PrivateCustomerId,
      messages: [IDENTITY_MESSAGES.malformedPersonalNumber],
    }),
    companyOrganisationId: rule({
      spec: 'portal §5',
      summary: 'Company organisation id longer than 1 character, otherwise MALFORMED_ORGANISATION_NUMBER',
      schema: CompanyOrganisationId,
      messages: [IDENTITY_MESSAGES.malformedOrganisationNumber],
    }),
    adminPersonalId: rule({
      spec: 'portal §5',
      summary: 'Admin login personal id empty or exactly 12 characters',
      schema: AdminPersonalId,
      messages: [IDENTITY_MESSAGES.adminPersonalId],
    }),
  },
});
