/** What every sign-in step gets from the request: services, the caller (support mode), the request id. */
import type { Principal } from '../principal.js';
import type { Services } from '../../services.js';

export interface SignInContext {
  readonly services: Services;
  readonly principal: Principal | undefined;
  readonly requestId: string;
}

/** Sign-in data every access type keeps: whether the token fetch may start account creation. */
export interface CommonSignInData {
  readonly createUserIfMissing?: boolean;
  /** Support mode: the admin signed in as the customer. */
  readonly actingAdminId?: string;
}
