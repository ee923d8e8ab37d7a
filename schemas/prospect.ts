/**
 * Account prospects and account-creation logs (platform-contract §3 Account and user, §7 Accounts
 * prospects): a sign-up before its account exists.
 * Enums first, then entities, then request bodies; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';
import { ObjectId, OrganisationCode, Timestamp, AppLink } from './core/primitives.js';
import { AccessType } from './auth.js';
import { EMPTY_UPDATE_MESSAGE, hasSomeField } from './core/refinements.js';
import { AccountOwner, AccountType } from './account.js';
import { LocationData } from './location.js';

/** platform-contract §3 Account and user: "(prospects use CUSTOMER or USER)". */
export const ProspectAccountType = AccountType.extract(['CUSTOMER', 'USER']);
export type ProspectAccountType = z.infer<typeof ProspectAccountType>;

/** platform-contract §3 Account and user, portal §4: the prospect statuses. */
export const ProspectStatus = z.enum([
  'new', 'updated', 'provider_pending', 'provider_resolved', 'provider_failed', 'valid',
  'account_waiting', 'account_pending', 'account_resolved', 'account_failed', 'signed_in', 'abandoned',
]);
export type ProspectStatus = z.infer<typeof ProspectStatus>;

/** Statuses that end the creation without an account. */
export const FAILED_PROSPECT_STATUSES = ['provider_failed', 'account_failed', 'abandoned'] as const satisfies readonly ProspectStatus[];
/**
 * Statuses after which nobody moves the prospect any more: its account exists, or the creation
 * ended (docs/decisions.md "Prospect state machine and who may move it"). The server refuses every
 * change of them; the console offers none.
 */
export const SETTLED_PROSPECT_STATUSES = [...FAILED_PROSPECT_STATUSES, 'account_resolved', 'signed_in'] as const satisfies readonly ProspectStatus[];

// —— entities ——

/**
 * platform-contract §3: "Account prospect: ref, accountOwner (with email), site, accessType,
 * organisation, accountType, createdAt, updatedAt" (+ _id and its status: decision "Prospect fields").
 */
export const AccountProspect = z
  .object({
    _id: ObjectId,
    ref: z.string().min(1),
    status: ProspectStatus,
    accountOwner: AccountOwner,
    site: LocationData,
    accessType: AccessType,
    organisation: OrganisationCode,
    accountType: ProspectAccountType,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ title: 'Account prospect' });
export type AccountProspect = z.infer<typeof AccountProspect>;

/** platform-contract §3: "Account-creation log: createdAt, updatedAt, ref" (+ _id, status, accountId: decision "Prospect fields"). */
export const AccountCreationLog = z
  .object({
    _id: ObjectId,
    ref: z.string().min(1),
    status: ProspectStatus.optional(),
    accountId: ObjectId.optional().meta({ description: 'The account created, once it exists' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ title: 'Account creation log' });
export type AccountCreationLog = z.infer<typeof AccountCreationLog>;

// —— request bodies ——

/** platform-contract §7 Accounts prospects: POST "(accountOwner, site, accessType, organisation, accountType; query language)". */
export const CreateAccountProspectBody = z.strictObject({
  accountOwner: AccountOwner.omit({ _id: true }),
  site: LocationData,
  accessType: AccessType,
  organisation: OrganisationCode,
  accountType: ProspectAccountType,
});

/** platform-contract §7 Accounts prospects: "PUT (query ref, body update)". */
export const UpdateAccountProspectBody = z
  .strictObject({
    accountOwner: AccountOwner.omit({ _id: true }).optional(),
    site: LocationData.optional(),
    accessType: AccessType.optional(),
    accountType: ProspectAccountType.optional(),
  })
  .refine(hasSomeField, EMPTY_UPDATE_MESSAGE);

/** platform-contract §7 Accounts prospects: "PUT /validation-email (query ref, body appRedirectDeeplink)". */
export const ProspectValidationEmailBody = z.strictObject({
  appRedirectDeeplink: AppLink.meta({ description: 'Where the link in the e-mail sends the app' }),
});

/**
 * Ours (docs/decisions.md "Prospect state machine and who may move it"): customer staff, or the
 * provider integration, confirm or refuse that the person is the energy-provider customer a CUSTOMER
 * prospect names.
 */
export const ResolveAccountProspectBody = z.strictObject({
  status: ProspectStatus.extract(['provider_resolved', 'provider_failed']).meta({
    description: 'provider_resolved: the provider customer and site are this person\'s; provider_failed: they are not (the sign-up ends)',
  }),
});

export const prospectDomain = defineDomain({
  name: 'prospect',
  spec: ['platform-contract §3 Account and user', 'platform-contract §7 Accounts', 'portal §4'],
  enums: { ProspectAccountType, ProspectStatus },
  entities: { AccountProspect, AccountCreationLog },
});
