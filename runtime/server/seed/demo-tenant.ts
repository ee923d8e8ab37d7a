/**
 * The shape of the demo tenant: contract entities, plus what sign-in needs (passwords, personal ids,
 * phone numbers). seed/demo/ builds one deterministic value of it; each area's loader
 * (seed/load-*.ts) writes its part; README lists the identities from it.
 */
import type { Account, User, UserRole } from '../../../schemas/account.js';
import type { Admin } from '../../../schemas/admin.js';
import type { Agreement, ThirdPartyDataInquiry } from '../../../schemas/agreement.js';
import type { Copy } from '../../../schemas/copy.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import type { Invoice } from '../../../schemas/invoice.js';
import type { PushPlatform } from '../../../schemas/inbox.js';
import type { Job } from '../../../schemas/job.js';
import type { Location } from '../../../schemas/location.js';
import type { SignInput } from '../../../schemas/sign.js';
import type { Tip } from '../../../schemas/tips.js';
import type { DynamicContentItem, SupportMessage } from '../../../schemas/support.js';
import type { FeatureFlagsPayload } from '../../../schemas/settings/feature-flags.js';
import type { FeatureConfigurationsPayload } from '../../../schemas/settings/feature-configurations.js';
import type { Theme } from '../../../schemas/settings/theme.js';
import type { ModulesPayload } from '../../../schemas/settings/modules.js';
import type { CustomFavoritesPayload } from '../../../schemas/settings/favorites.js';
import type { DemoIotSettings } from './demo/iot.js';

/** How a demo person signs in (README's identity table is written from this). */
export interface DemoSignIn {
  /** USR_PWD username and password (also used by the built-in OpenID provider's sign-in page). */
  readonly username?: string;
  readonly password?: string;
  /** BANKID / ADMIN_BANKID personal id (Norwegian 11-digit or Swedish 12-digit). */
  readonly personalId?: string;
  /** USR_PIN phone-style identity. */
  readonly phoneNumber?: string;
  /** EMAIL_LINK: the provider customer id (private) or organisation id (company). */
  readonly customerId?: string;
  readonly organisationId?: string;
}

export interface DemoCustomer {
  /** Short stable name, e.g. 'kari'; ids derive from it (stableId). */
  readonly key: string;
  /** One line for README: who this is and what they show. */
  readonly description: string;
  readonly user: User;
  readonly signIn: DemoSignIn;
}

export interface DemoLocation {
  readonly location: Location;
  readonly agreements: readonly Agreement[];
  readonly inquiries: readonly ThirdPartyDataInquiry[];
  /** Absent: the household has not filled its home profile. */
  readonly homeProfile?: HomeProfile;
}

export interface DemoAccount {
  readonly account: Account;
  /** Users of the account by DemoCustomer.key, with their role. */
  readonly members: readonly { readonly customer: string; readonly role: UserRole }[];
  readonly locations: readonly DemoLocation[];
  /** Newest first. */
  readonly invoices: readonly Invoice[];
  readonly supportMessages: readonly SupportMessage[];
}

export interface DemoAdmin {
  readonly admin: Admin;
  readonly password: string;
  readonly description: string;
  /** Accounts this admin inspects (inspectors only). */
  readonly inspects?: readonly string[];
}

/** One of the organisation's signs: its id and the input the console would send. */
export interface DemoSign {
  readonly _id: string;
  readonly input: SignInput;
}

/** A customer's phone registered for pushes (as PUT /users/{id}/pushtoken registers it). */
export interface DemoPushDevice {
  /** DemoCustomer.key of the owner. */
  readonly customer: string;
  readonly userId: string;
  readonly platform: PushPlatform;
  readonly token: string;
  readonly registeredAt: Date;
}

export interface DemoTenant {
  readonly organisation: { readonly code: string; readonly name: string; readonly tenant: string };
  readonly customers: readonly DemoCustomer[];
  readonly accounts: readonly DemoAccount[];
  readonly admins: readonly DemoAdmin[];
  readonly copy: readonly Copy[];
  readonly releases: {
    readonly featureFlags: FeatureFlagsPayload;
    readonly featureConfigurations: FeatureConfigurationsPayload;
    readonly theme: Theme;
    readonly modules: ModulesPayload;
    readonly customFavorites: CustomFavoritesPayload;
  };
  readonly jobs: readonly Job[];
  readonly dynamicContent: readonly DynamicContentItem[];
  /** Accounts' connected devices, timers and favourites. */
  readonly iot: readonly DemoIotSettings[];
  /** The organisation's tip catalogue (absent: none); the locations carry their progress (Location.tips). */
  readonly tips?: readonly Tip[];
  /** Public display screens (the console's Signs page); absent: none. */
  readonly signs?: readonly DemoSign[];
  /** Customers' devices that receive pushes; absent: none. */
  readonly pushDevices?: readonly DemoPushDevice[];
}
