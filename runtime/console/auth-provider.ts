/**
 * The console's react-admin auth provider: an admin signs in with e-mail and password (the ADMIN
 * access type, back-office §1), and the token's scope and organisation decide what the console offers
 * (canAccess: an action is offered only when the descriptor's operation admits the scope; the server
 * refuses it anyway). An admin who inspects customer accounts signs in to the portal, not here.
 */
import type { AuthProvider } from 'react-admin';
import { resetAdminPassword, setAdminPassword } from '../../generated/client/admins.gen.js';
import { getSessionTokens, signIn, signOut } from '../../generated/client/auth.gen.js';
import type { ResourceDescriptor, ResourceOperation } from '../../generated/resources.gen.js';
import type { AdminScope } from '../../schemas/admin.js';
import { CONSOLE_STAFF } from '../../schemas/endpoints/access.js';
import type { ApiClient, TokenStore } from '../client/index.js';
import { pageFlags } from './page-flags.js';
import { missingFlags, PAGE_ACCESS } from './pages/page-access.js';
import { SignInRefused } from './sign-in/sign-in-refused.js';

/** What the console reads of a staff access token (the server signs and checks it; this only displays). */
export interface StaffClaims {
  readonly adminId: string;
  readonly email: string;
  readonly organisation: string;
  readonly scope: AdminScope;
  /** Expiry, seconds since 1970. */
  readonly exp: number;
}


function base64UrlJson(part: string): unknown {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function claimsOf(accessToken: string): Record<string, unknown> | undefined {
  try {
    return base64UrlJson(accessToken.split('.')[1] ?? '') as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The claims of a console admin's access token; undefined for any other token. */
export function staffClaims(accessToken: string): StaffClaims | undefined {
  const claims = claimsOf(accessToken);
  const scope = claims?.scope as AdminScope;
  if (!claims || claims.knd !== 'staff' || !(CONSOLE_STAFF as readonly string[]).includes(scope)) return undefined;
  return { adminId: String(claims.sub), email: String(claims.eml ?? ''), organisation: String(claims.org ?? ''), scope, exp: Number(claims.exp) };
}

/** Why an access token opens no console: a customer's (or an inspector's), or an admin scope for API calls only. */
function refusalFor(accessToken: string | undefined): SignInRefused {
  const claims = accessToken ? claimsOf(accessToken) : undefined;
  return claims?.knd === 'staff' ? new SignInRefused('apiOnly', String(claims.scope)) : new SignInRefused('portal');
}

/** react-admin's actions, by the descriptor operation each needs. */
const OPERATION_OF_ACTION: Readonly<Record<string, keyof ResourceDescriptor['operations']>> = {
  list: 'list', show: 'get', create: 'create', edit: 'update', delete: 'delete',
};

/** Whether an admin of `scope` may make `op` (the descriptor's access; customers never reach the console). */
export function admits(op: ResourceOperation | undefined, scope: AdminScope): boolean {
  return op?.access.staff?.includes(scope) ?? false;
}

export interface ConsoleAuthOptions {
  readonly client: ApiClient;
  readonly tokens: TokenStore;
  /** The organisation this console signs in to (the deployment's, as the portal's). */
  readonly organisation: string;
  readonly resources: readonly ResourceDescriptor[];
  readonly now?: () => number;
  /** The console page a password e-mail links to (`…/admin/set-password`; the server adds ?ref=…). */
  readonly setPasswordUrl: string;
}

/** What the console's own pages ask of the auth provider beside react-admin's methods. */
export interface PasswordMethods {
  /** E-mails a reset link (answers alike whether or not the address is an admin's). */
  resetPassword(params: { email: string }): Promise<void>;
  /** Sets the password with the ref of an e-mailed link. */
  setPassword(params: { ref: string; password: string; organisation?: string }): Promise<void>;
}

/** What the console's settings pages ask of the auth provider: feature flags were published. */
export interface PageFlagMethods {
  /** Reads the console page flags again on the next check (after feature flags are published). */
  reloadPageFlags(): void;
}

export function consoleAuthProvider(options: ConsoleAuthOptions): AuthProvider & PasswordMethods & PageFlagMethods {
  const now = options.now ?? Date.now;
  const flags = pageFlags(options.client);
  const current = (): StaffClaims | undefined => {
    const entry = options.tokens.get();
    return entry ? staffClaims(entry.accessToken) : undefined;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const started = await signIn(options.client, { body: { accessType: 'ADMIN', organisation: options.organisation, inspectorLogin: { email: username.trim(), password } } }, { auth: false });
      const answer = (await getSessionTokens(options.client, { query: { ref: started.data.ref } }, { auth: false })).data;
      const entry = 'auths' in answer ? answer.auths?.[0] : undefined;
      if (!entry || !staffClaims(entry.accessToken)) throw refusalFor(entry?.accessToken);
      options.tokens.set(entry);
      flags.forget();
    },
    async logout() {
      if (options.tokens.get()) {
        // Ending the server's session is best effort: the console forgets the token either way.
        await signOut(options.client, { query: { organisation: options.organisation } }).catch((error: unknown) => console.warn('Sign-out failed', error));
      }
      options.tokens.clear();
    },
    async checkAuth() {
      const claims = current();
      // An expired access token with a refresh token is renewed by the client on its next call.
      if (!claims || (claims.exp * 1000 <= now() && !options.tokens.get()?.refreshToken)) throw new Error('Signed out');
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        options.tokens.clear();
        throw new Error('Signed out');
      }
    },
    async getIdentity() {
      const claims = current();
      if (!claims) throw new Error('Signed out');
      return { id: claims.adminId, fullName: claims.email, organisation: claims.organisation, scope: claims.scope };
    },
    async getPermissions() {
      const claims = current();
      return claims ? { scope: claims.scope, organisation: claims.organisation } : undefined;
    },
    async resetPassword({ email }: { email: string }) {
      await resetAdminPassword(options.client, { body: { organisation: options.organisation, email: email.trim(), callbackUrl: options.setPasswordUrl } }, { auth: false });
    },
    reloadPageFlags() {
      flags.forget();
    },
    async setPassword({ ref, password, organisation }: { ref: string; password: string; organisation?: string }) {
      await setAdminPassword(options.client, { body: { ref, password, organisation: organisation ?? options.organisation } }, { auth: false });
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      const claims = current();
      if (resource.startsWith('page:')) {
        const page = PAGE_ACCESS[resource.slice('page:'.length)];
        if (!claims || !page?.scopes.includes(claims.scope)) return false;
        if (!page.flags?.length) return true;
        const on = await flags.on(claims.organisation).catch(() => new Set<string>());
        return missingFlags(page, (flag) => on.has(flag)).length === 0;
      }
      const descriptor = options.resources.find((r) => r.name === resource);
      const kind = OPERATION_OF_ACTION[action];
      if (!claims || !descriptor || !kind) return false;
      // A resource read only as a list (jobs, releases) is shown from it: the data provider's getOne
      // finds the record in the list, so showing asks what listing asks.
      const op = descriptor.operations[kind] ?? (kind === 'get' ? descriptor.operations.list : undefined);
      return admits(op, claims.scope);
    },
  };
}
