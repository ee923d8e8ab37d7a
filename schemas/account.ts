/**
 * Accounts and users (platform-contract §3 Account and user, portal §3, §6). Account prospects and
 * creation logs are in schemas/prospect.ts.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import {
  Email, Language, MonthKey, OBJECT_ID_PATTERN, ObjectId, OrganisationCode, PRIMITIVE_MESSAGES, Timestamp, WebUrl, jsonObjectString, whenMissing,
} from './core/primitives.js';
import { PageQuery } from './core/envelope.js';
import { EMPTY_UPDATE_MESSAGE, hasSomeField } from './core/refinements.js';
import { errorCatalogue } from './errors.js';
import { AccessType } from './auth.js';
import { AccountEmail, PersonalId, SwedishMobile, MIN_PASSWORD_LENGTH, IDENTITY_MESSAGES } from './identity.js';
import { LocationData, PortalLocation } from './location.js';

/** User roles on an account (portal §6, platform-contract §3). GUEST is the default for a user added to an account. */
export const UserRole = z.enum(['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR', 'READONLY']);
export type UserRole = z.infer<typeof UserRole>;

/** platform-contract §3 Account and user, portal §3: "Account types CUSTOMER, BUSINESS, USER, ANONYMOUS, DEMO". */
export const AccountType = z.enum(['CUSTOMER', 'BUSINESS', 'USER', 'ANONYMOUS', 'DEMO']);
export type AccountType = z.infer<typeof AccountType>;

/** platform-contract §3, portal §3: "Editable user fields: email, phoneNumber, password". */
export const EditableUserField = z.enum(['email', 'phoneNumber', 'password']);
export type EditableUserField = z.infer<typeof EditableUserField>;

/** portal §6, platform-contract §3: "A user added to an account defaults to guest". */
export const DEFAULT_USER_ROLE = 'GUEST' as const satisfies UserRole;

// —— missing ids (platform-contract §5, §8; portal §8) ——

/** An ObjectId whose absence (or emptiness) answers `message`; the emptiness check comes first so '' reads as missing. */
const requiredId = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .min(1, message)
    .regex(OBJECT_ID_PATTERN, PRIMITIVE_MESSAGES.objectId);

/** platform-contract §5: "Missing account id …: not-found error 404 'Missing accountId'". */
export const RequiredAccountId = requiredId(errorCatalogue.missingAccountId.message).meta({ description: 'Account id (24 hex)' });
/** platform-contract §5: "Missing … user id: not-found error 404 'Missing userId'". */
export const RequiredUserId = requiredId(errorCatalogue.missingUserId.message).meta({ description: 'User id (24 hex)' });

// —— entities ——

/** The name, e-mail and phone fields every kind of user carries, each optional. */
const personFields = {
  email: Email.optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phoneNumber: z.string().optional(),
};

/** platform-contract §3: "provider (with customerId)". */
export const AccountProvider = z
  .object({ customerId: z.string().min(1).meta({ description: "The customer's id at the energy provider (the customer number)" }) })
  .meta({ title: 'Account provider' });

/**
 * platform-contract §3 Account "users"; portal §3 "account owner's phone number is read from the
 * users list". A user of the account with its role (GUEST by default). docs/decisions.md "Account users".
 */
export const AccountUser = z
  .object({ userId: ObjectId, role: UserRole, ...personFields })
  .meta({ title: 'Account user' });
export type AccountUser = z.infer<typeof AccountUser>;

/** platform-contract §3 "accountOwner"; prospects "accountOwner (with email)"; portal §7 getMe "accountOwner (email, firstName, lastName …)". */
export const AccountOwner = z
  .object({
    _id: ObjectId.optional().meta({ description: "The owner's user id, once the user exists" }),
    ...personFields,
    email: Email,
  })
  .meta({ title: 'Account owner' });
export type AccountOwner = z.infer<typeof AccountOwner>;

/** platform-contract §3 IoT: "Premium features: map by feature with startDate and endDate" (one feature). */
export const PremiumFeature = z
  .object({ startDate: Timestamp, endDate: Timestamp.nullable().meta({ description: 'Null while the feature runs without an end' }) })
  .meta({ title: 'Premium feature' });

/** platform-contract §3 IoT: "Premium features: map by feature with startDate and endDate". Shared with IoT. */
export const PremiumFeatures = z
  .record(z.string().min(1), PremiumFeature)
  .meta({ title: 'Premium features', description: 'By feature name' });
export type PremiumFeatures = z.infer<typeof PremiumFeatures>;

/**
 * platform-contract §3 Account and user: "Account: createdAt, lastSeen, users, accountOwner, provider
 * (with customerId)"; portal §7 getMe. docs/decisions.md "Account fields".
 */
export const Account = z
  .object({
    _id: ObjectId,
    accountType: AccountType.optional(),
    organisation: OrganisationCode.optional(),
    createdAt: Timestamp,
    lastSeen: Timestamp.nullable().optional(),
    users: z.array(AccountUser),
    accountOwner: AccountOwner,
    provider: AccountProvider.optional().meta({ description: 'Absent for accounts without an energy-provider customer (USER, ANONYMOUS, DEMO)' }),
    premiumFeatures: PremiumFeatures.optional(),
  })
  .meta({ title: 'Account' });
export type Account = z.infer<typeof Account>;

/**
 * platform-contract §3: "User: _id, email, firstName, lastName, username, fullName, phoneNumber,
 * language, customerNumber, accountOwner, address, area, city". docs/decisions.md "User accountOwner".
 */
export const User = z
  .object({
    _id: ObjectId,
    ...personFields,
    username: z.string().optional(),
    fullName: z.string().optional(),
    language: Language.optional(),
    customerNumber: z.string().optional(),
    accountOwner: z.boolean().optional().meta({ description: 'Whether this user owns the account' }),
    address: z.string().optional(),
    area: z.string().optional(),
    city: z.string().optional(),
  })
  .meta({ title: 'User' });
export type User = z.infer<typeof User>;

/**
 * portal §3: "Session user: email, firstName, lastName, phoneNumber, _id (account id), language,
 * customerNumber (from the provider customer id), accountOwner, fullName, address, area, city,
 * isAuthorized, username". What the portal holds about whoever is signed in.
 */
export const SessionUser = z
  .object({
    _id: ObjectId.optional().meta({ description: 'The account id' }),
    ...personFields,
    // The session keeps whatever the sign-in gave; it is not checked as an address here.
    email: z.string().optional(),
    language: Language.optional(),
    customerNumber: z.string().optional().meta({ description: 'From the provider customer id' }),
    accountOwner: z.boolean().optional(),
    fullName: z.string().optional(),
    address: z.string().optional(),
    area: z.string().optional(),
    city: z.string().optional(),
    isAuthorized: z.boolean(),
    username: z.string().optional(),
  })
  .meta({ title: 'Session user' });
export type SessionUser = z.infer<typeof SessionUser>;

/** portal §3: "Account: accountId, role (OWNER preferred at sign-in; otherwise the first account)". */
export const AccountRole = z.object({ accountId: ObjectId, role: UserRole }).meta({ title: 'Account role' });
export type AccountRole = z.infer<typeof AccountRole>;

/** portal §6: "On sign-in the OWNER account is preferred, else the first". */
export function preferredAccount<A extends { role: UserRole }>(accounts: readonly A[]): A | undefined {
  return accounts.find((a) => a.role === 'OWNER') ?? accounts[0];
}

/** portal §7 getUser / platform-contract §7 Users "current-user load": "returns accounts, locations, language". */
export const CurrentUser = z
  .object({ accounts: z.array(AccountRole), locations: z.array(PortalLocation), language: Language })
  .meta({ title: 'Current user' });
export type CurrentUser = z.infer<typeof CurrentUser>;

/** platform-contract §7 Accounts "Account groups CRUD", back-office §7 (payloads not shown): decision "Account groups". */
export const AccountGroup = z
  .object({
    _id: ObjectId,
    organisation: OrganisationCode,
    name: z.string().min(1).meta({ title: 'Name' }),
    description: z.string().optional().meta({ title: 'Description', 'x-ui': { widget: 'textarea' } }),
    accountIds: z.array(ObjectId).meta({ title: 'Accounts' }),
    createdAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Account group' });
export type AccountGroup = z.infer<typeof AccountGroup>;

/** platform-contract §7 Accounts: GET /v3/account/statistics/{id} (shape not shown): decision "Account statistics". */
export const AccountStatistics = z
  .object({
    accountId: ObjectId,
    users: z.number().int().min(0),
    locations: z.number().int().min(0),
    services: z.number().int().min(0),
    createdAt: Timestamp,
    lastSeen: Timestamp.nullable(),
  })
  .meta({ title: 'Account statistics' });

/** platform-contract §7 Accounts: GET /v3/account/statistics/iot/users (shape not shown): decision "Account statistics". */
export const IotUserStatistics = z
  .object({
    total: z.number().int().min(0).meta({ description: 'Users with at least one connected device brand' }),
    byBrand: z.record(z.string(), z.number().int().min(0)).meta({ description: 'Users per IoT brand' }),
  })
  .meta({ title: 'IoT user statistics' });

/** platform-contract §7 Accounts, back-office §7 Inspectors: an admin allowed to sign in on behalf of accounts. decision "Inspector". */
export const Inspector = z
  .object({
    adminId: ObjectId,
    email: Email.optional(),
    accountIds: z.array(ObjectId).meta({ description: 'Accounts the inspector may sign in to' }),
  })
  .meta({ title: 'Inspector' });
export type Inspector = z.infer<typeof Inspector>;

// —— request bodies and queries ——

/** A user to create with an account (POST /accounts "users"); role defaults to GUEST (portal §6). */
export const NewAccountUser = z.strictObject({ ...personFields, role: UserRole.default(DEFAULT_USER_ROLE) });

/** Our message for an accountProvider that is not a JSON-encoded object. */
export const ACCOUNT_PROVIDER_MESSAGE = 'accountProvider must be a JSON-encoded object';

/**
 * platform-contract §7 Accounts: POST /accounts "(ref, or full create with accountOwner, users, site,
 * customer personalId, accessType, organisation, accountProvider as JSON string)".
 */
export const CreateAccountBody = z.union([
  z.strictObject({ ref: z.string().min(1).meta({ description: 'A completed sign-in or prospect ref' }) }),
  z.strictObject({
    accountOwner: AccountOwner,
    users: z.array(NewAccountUser).optional(),
    site: LocationData,
    customer: z.strictObject({ personalId: PersonalId }),
    accessType: AccessType,
    organisation: OrganisationCode,
    accountProvider: jsonObjectString(ACCOUNT_PROVIDER_MESSAGE).meta({ description: 'The provider record, JSON-encoded' }),
  }),
]);

/** platform-contract §7 Users: POST /users "(add to account)". */
export const AddUserToAccountBody = NewAccountUser.extend({ accountId: ObjectId });

/** Our message when currentPassword comes without newPassword (decision "Password change and reset"). */
export const CURRENT_PASSWORD_ALONE_MESSAGE = 'currentPassword goes with newPassword';

/**
 * portal §4, §7 "Update user (email or phoneNumber)"; platform-contract §7 Users "PUT /users/{id} with
 * bearer token (newPassword)". The editable fields (EditableUserField) with the portal's §5 checks.
 * A signed-in user changing their own password also sends the current one; a reset link's token and
 * staff do not (decision "Password change and reset").
 */
export const UpdateUserBody = z
  .strictObject({
    email: AccountEmail.optional(),
    phoneNumber: SwedishMobile.optional(),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH, IDENTITY_MESSAGES.passwordTooShort).optional(),
    currentPassword: z.string().min(1).max(1024).optional()
      .meta({ description: 'The password being replaced: required when a signed-in user changes their own password' }),
  })
  .refine(hasSomeField, EMPTY_UPDATE_MESSAGE)
  .refine((b) => b.currentPassword === undefined || b.newPassword !== undefined, { message: CURRENT_PASSWORD_ALONE_MESSAGE, path: ['currentPassword'] });

/** platform-contract §7 Users: "PUT resetPassword (email, callbackUrl)". */
export const ResetPasswordBody = z.strictObject({ email: Email, callbackUrl: WebUrl });

/** portal §4, §7 setLanguage: "Language switch: … saved to the user". */
export const SetLanguageBody = z.strictObject({ language: Language });

/** portal §7: "setActiveAccount with accountId, on location change". */
export const SetActiveAccountBody = z.strictObject({ accountId: ObjectId });

/** platform-contract §7 Users POST /users/{id}/importUserFrom: take over what another user had (e.g. an anonymous or demo user). */
export const ImportUserFromBody = z.strictObject({ fromUserId: ObjectId }).meta({ title: 'Import user from' });

/** platform-contract §7: PUT /accounts/{id}/userId/{userId} "body email"; PUT /users/{id}/email. */
export const UserEmailBody = z.strictObject({ email: AccountEmail });

/** platform-contract §7 Accounts: "push for monthly report subscriptions" (decision "Monthly report push"). */
export const MonthlyReportPushBody = z.strictObject({
  monthDateKey: MonthKey,
  accountIds: z.array(ObjectId).min(1).optional().meta({ description: 'Only these accounts; absent: every subscribed account' }),
});

/** Premium feature POST body (decision "Premium features"). */
export const PremiumFeatureBody = z.strictObject(PremiumFeature.partial({ endDate: true }).shape);

/** Account group create and update (decision "Account groups"). */
export const AccountGroupInput = z.strictObject(AccountGroup.pick({ name: true, description: true, accountIds: true }).shape);

/** back-office §7 Inspectors: "POST /inspectors/user, body email, under an organisation". */
export const CreateInspectorUserBody = z.strictObject({ email: Email });
/** back-office §7 Inspectors: "POST /inspectors, body adminId and accountId". */
export const AssignInspectorBody = z.strictObject({ adminId: ObjectId, accountId: ObjectId });
/** back-office §7 Inspectors: "DELETE /inspectors, body adminId and accountIds". */
export const RemoveInspectorsBody = z.strictObject({ adminId: ObjectId, accountIds: z.array(ObjectId).min(1) });

/** One ObjectId, without the anchors, to repeat in a list pattern. */
const OBJECT_ID = OBJECT_ID_PATTERN.source.slice(1, -1);

/** A comma list of ids in a query (GET /accounts "ids"). */
export const ObjectIdList = z
  .string()
  .regex(new RegExp(`^${OBJECT_ID}(?:,${OBJECT_ID})*$`), 'Must be a comma list of 24-hex ids')
  .meta({ description: 'Comma-separated ids' });

/** Search queries of the staff lists (accounts, users, sites, prospects, logs): decision "Search queries". */
export const SearchQuery = z.object({
  q: z.string().optional().meta({ description: 'Free text: name, e-mail, customer number, address or ref' }),
  ...PageQuery.shape,
});

export const accountDomain = defineDomain({
  name: 'account',
  spec: ['platform-contract §3 Account and user', 'platform-contract §7 Accounts', 'platform-contract §7 Users', 'portal §3', 'portal §6', 'back-office §7 Inspectors'],
  enums: { UserRole, AccountType, EditableUserField },
  entities: {
    AccountProvider, AccountUser, AccountOwner, PremiumFeature, PremiumFeatures, Account, User, SessionUser, AccountRole,
    CurrentUser, AccountGroup, AccountStatistics, IotUserStatistics, Inspector, ImportUserFromBody,
  },
  rules: {
    missingAccountId: rule({
      spec: 'platform-contract §5',
      summary: "Missing account id: not-found error 404 'Missing accountId'",
      schema: RequiredAccountId,
      messages: [errorCatalogue.missingAccountId.message],
    }),
    missingUserId: rule({
      spec: 'platform-contract §5',
      summary: "Missing user id: not-found error 404 'Missing userId'",
      schema: RequiredUserId,
      messages: [errorCatalogue.missingUserId.message],
    }),
    userUpdate: rule({
      spec: 'portal §5',
      summary: 'User update: account email (≤ 35 characters), Swedish mobile phone, password longer than 2 characters',
      schema: UpdateUserBody,
      messages: [IDENTITY_MESSAGES.accountEmail, IDENTITY_MESSAGES.accountEmailTooLong, IDENTITY_MESSAGES.swedishMobile, IDENTITY_MESSAGES.passwordTooShort, EMPTY_UPDATE_MESSAGE, CURRENT_PASSWORD_ALONE_MESSAGE],
    }),
    createAccount: rule({
      spec: 'platform-contract §7 Accounts',
      summary: 'Account create: a ref, or the full form with accountProvider as a JSON string',
      schema: CreateAccountBody,
      messages: [ACCOUNT_PROVIDER_MESSAGE],
    }),
  },
});
