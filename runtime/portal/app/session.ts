/**
 * The signed-in state of portal §3 (session user, accounts, locations) and §4 (app start, login
 * state, location selection, language switch), as one small store the React tree subscribes to.
 * Every action is here, so the rules read in one place and tests drive them without a browser.
 */
import type { Account, AccountRole } from '../../../schemas/account.js';
import { preferredAccount } from '../../../schemas/account.js';
import type { Language } from '../../../schemas/core/primitives.js';
import { isKeptLocationStatus, type PortalLocation } from '../../../schemas/location.js';
import { getMe, getUser, setActiveAccount, setLanguage } from '../../../generated/client/portal.gen.js';
import { signOut as signOutCall } from '../../../generated/client/auth.gen.js';
import type { AuthEntry, KeyValueStorage } from '../../client/index.js';
import { chooseLanguage } from '../../format/index.js';
import type { PortalApi } from './api.js';
import { LANGUAGE_STORAGE_KEY } from '../components/status-text.js';

/** localStorage keys (portal §4: the access key, the language; our choice of location). */
export const STORAGE = {
  LANGUAGE: LANGUAGE_STORAGE_KEY,
  LOCATION: 'ampere.location',
  /** portal §2 page header: "Choosing an address clears the stored start date". */
  START_DATE: 'ampere.startDate',
  /**
   * The language the portal last started in: never a choice (that is LANGUAGE), only which copy the
   * next start asks for at once, before the tenant and the user have said which language it is.
   */
  STARTED_LANGUAGE: 'ampere.startedLanguage',
} as const;

/** portal §3 Session user, as the header, the dashboard and account settings read it. */
export interface SessionUser {
  /** The account id. */
  readonly _id: string;
  readonly userId?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phoneNumber?: string;
  readonly customerNumber?: string;
  readonly accountOwner: boolean;
  readonly language: Language;
}

export interface SessionState {
  readonly authorised: boolean;
  /** A sign-in is under way (portal §4 login state init → start). */
  readonly authorising: boolean;
  /** portal §2: the fatal page is reachable only when a fatal state was flagged. */
  readonly fatal: boolean;
  readonly user?: SessionUser;
  readonly account?: Account;
  readonly accounts: readonly AccountRole[];
  /** Only ACTIVE, ACTIVE_PROCESS and PENDING are kept (portal §3 Location). */
  readonly locations: readonly PortalLocation[];
  readonly selectedLocationId?: string;
  readonly language: Language;
  readonly languages: readonly [Language, ...Language[]];
  /** The language saved on the user (getUser), which a new device starts in. */
  readonly userLanguage?: Language;
}

export interface Logger {
  error(message: string, detail?: unknown): void;
}

/** portal §2 page header: the address dropdown lists the locations whose type is not PRODUCTION. */
export function addressLocations(locations: readonly PortalLocation[]): PortalLocation[] {
  return locations.filter((l) => l.type !== 'PRODUCTION');
}

/** portal §4 "The location matching the first account's id is selected" (OWNER preferred, §6). */
export function initialLocation(locations: readonly PortalLocation[], accounts: readonly AccountRole[], stored?: string | null): PortalLocation | undefined {
  const pickable = addressLocations(locations);
  const kept = pickable.find((l) => l._id === stored);
  if (kept) return kept;
  const account = preferredAccount(accounts);
  return pickable.find((l) => l.accountId === account?.accountId) ?? pickable[0];
}

/** portal §3 Session user from getMe: the account owner's name and e-mail, the owner's phone from the users list. */
export function sessionUserOf(account: Account, language: Language, userId?: string): SessionUser {
  const owner = account.accountOwner;
  const ownerUser = account.users.find((u) => u.userId === owner._id) ?? account.users.find((u) => u.role === 'OWNER' || u.role === 'BS_OWNER');
  return {
    _id: account._id,
    userId,
    firstName: owner.firstName,
    lastName: owner.lastName,
    email: owner.email,
    phoneNumber: ownerUser?.phoneNumber ?? owner.phoneNumber,
    customerNumber: account.provider?.customerId,
    accountOwner: userId !== undefined && owner._id === userId,
    language,
  };
}

/** What a signed-in start reads: the user (accounts, locations, language) and the active account. */
export interface UserData {
  readonly current: Awaited<ReturnType<typeof getUser>>['data'];
  readonly account: Account;
}

/**
 * The user and the active account, asked at once: both need only the token, and a start that waits
 * for one before asking the other costs the customer a round trip (docs/decisions.md "Portal start").
 */
export async function fetchUserData(api: PortalApi): Promise<UserData> {
  const [current, account] = await Promise.all([getUser(api.client), getMe(api.client)]);
  return { current: current.data, account: account.data };
}

type Listener = () => void;

export class Session {
  private state: SessionState;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly api: PortalApi,
    languages: readonly [Language, ...Language[]],
    private readonly storage: KeyValueStorage = window.localStorage,
    private readonly logger: Logger = console,
  ) {
    this.state = {
      authorised: api.tokens.get() !== undefined,
      authorising: false,
      fatal: false,
      accounts: [],
      locations: [],
      language: languages[0],
      languages,
    };
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionState => this.state;

  private set(patch: Partial<SessionState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  get selectedLocation(): PortalLocation | undefined {
    return this.state.locations.find((l) => l._id === this.state.selectedLocationId);
  }

  /** portal §4 language: stored, else the signed-in user's, else the browser's, within the tenant's. */
  chooseLanguage(browserLanguage: string | undefined, userLanguage?: Language): Language {
    return chooseLanguage({
      stored: this.storage.getItem(STORAGE.LANGUAGE) ?? userLanguage,
      browserLanguage,
      available: this.state.languages,
    });
  }

  setLanguageState(language: Language): void {
    this.set({ language, ...(this.state.user ? { user: { ...this.state.user, language } } : {}) });
  }

  /**
   * portal §4 app start with a stored key: locations load, then user data (both asked at once, see
   * fetchUserData; `prefetched` is a fetch the start began before the session existed). Any failure
   * signs the user out and marks them unauthorised (the caller shows the login page).
   */
  async loadUser(prefetched?: Promise<UserData>): Promise<boolean> {
    try {
      const { current, account } = await (prefetched ?? fetchUserData(this.api));
      const locations = current.locations.filter((l) => isKeptLocationStatus(l.status));
      const selected = initialLocation(locations, current.accounts, this.state.selectedLocationId ?? this.storage.getItem(STORAGE.LOCATION));
      this.set({
        authorised: true,
        accounts: current.accounts,
        userLanguage: current.language,
        locations,
        selectedLocationId: selected?._id,
        account,
        user: sessionUserOf(account, this.state.language, this.api.tokens.get()?.userId),
      });
      return true;
    } catch (error) {
      this.logger.error('Could not load the user', error);
      this.signOutLocally();
      return false;
    }
  }

  /** portal §2 routes: "On leaving my home … the user is refetched" (locations carry the home profile). */
  async refetchUser(): Promise<void> {
    if (this.state.authorised) await this.loadUser();
  }

  startAuthorising(): void {
    this.set({ authorising: true });
  }

  abortAuthorising(): void {
    this.set({ authorising: false });
  }

  /** portal §4 login state "complete (authorised)": keeps the tokens, then loads the user. */
  async completeSignIn(auths: readonly AuthEntry[]): Promise<boolean> {
    const entry = auths[0];
    if (!entry) return false;
    this.api.tokens.set(entry);
    this.set({ authorised: true, authorising: false, selectedLocationId: undefined });
    this.storage.removeItem(STORAGE.LOCATION);
    return this.loadUser();
  }

  /**
   * portal §2 page header: "Choosing an address clears the stored start date and selects that
   * location (and sets the active account on the server)". A failed switch is only logged (§8).
   */
  async selectLocation(locationId: string): Promise<void> {
    const location = this.state.locations.find((l) => l._id === locationId);
    if (!location) return;
    this.storage.removeItem(STORAGE.START_DATE);
    this.storage.setItem(STORAGE.LOCATION, locationId);
    this.set({ selectedLocationId: locationId });
    try {
      await setActiveAccount(this.api.client, { body: { accountId: location.accountId } });
      const account = (await getMe(this.api.client)).data;
      this.set({ account, user: sessionUserOf(account, this.state.language, this.api.tokens.get()?.userId) });
    } catch (error) {
      this.logger.error('Could not switch the active account', error);
    }
  }

  /** portal §4 "Language switch: stored locally, chat widget language updated, saved to the user". */
  async saveLanguage(language: Language): Promise<void> {
    this.storage.setItem(STORAGE.LANGUAGE, language);
    if (!this.state.authorised) return;
    try {
      await setLanguage(this.api.client, { body: { language } });
    } catch (error) {
      this.logger.error('Could not save the language', error);
    }
  }

  /** Applies a user the server answered (account settings' save, portal §4). */
  applyUser(patch: Partial<Pick<SessionUser, 'email' | 'phoneNumber' | 'firstName' | 'lastName'>>): void {
    if (this.state.user) this.set({ user: { ...this.state.user, ...patch } });
  }

  /** Replaces a location with the one the server answered (my home's save, portal §7 updateLocationExtras). */
  applyLocation(location: PortalLocation): void {
    if (!this.state.locations.some((l) => l._id === location._id)) return;
    this.set({ locations: this.state.locations.map((l) => (l._id === location._id ? location : l)) });
  }

  /** portal §2 routes: the fatal page and the sidebar's redirect read this. */
  flagFatal(): void {
    this.set({ fatal: true });
  }

  /** Clears what the session held (portal §2 sign-out "clears user state"; §6 a 401). */
  signOutLocally(): void {
    this.api.tokens.clear();
    this.storage.removeItem(STORAGE.LOCATION);
    this.storage.removeItem(STORAGE.START_DATE);
    this.set({ authorised: false, authorising: false, user: undefined, account: undefined, accounts: [], locations: [], selectedLocationId: undefined });
  }

  /**
   * portal §2 sign-out: ends the server session and answers the identity provider's logout page
   * (returning to `returnTo`), then clears the state either way; failures are only logged.
   */
  async signOut(returnTo?: string): Promise<string | undefined> {
    let logoutUri: string | undefined;
    try {
      if (this.api.tokens.get()) {
        const answer = await signOutCall(this.api.client, { query: { organisation: this.api.environment.organisation, ...(returnTo ? { redirectUri: returnTo } : {}) } });
        logoutUri = answer?.data?.logoutUri;
      }
    } catch (error) {
      this.logger.error('Sign-out failed', error);
    }
    this.signOutLocally();
    return logoutUri;
  }
}
