/**
 * The one client of the development identity provider (the platform's own relying party) and the
 * redirect URIs it accepts — kept here, in one place (docs: decision "Development IdP redirect URIs").
 */
import type { ClientMetadata } from 'oidc-provider';
import type { ServerConfig } from '../../config.js';

/** The portal's callback pages on the platform's own origin, registered by name. */
export function registeredRedirectUris(publicUrl: string): string[] {
  return [`${publicUrl}/auth/callback`, `${publicUrl}/oidc-callback`, `${publicUrl}/`];
}

/**
 * oidc-provider matches redirect URIs exactly; the portal chooses its own callback page, so any
 * http(s) URI on the platform's origin is accepted too (no fragment, per RFC 6749 §3.1.2). Other
 * origins are refused: a code must never travel to a page the platform does not serve.
 */
export function redirectUriAllowed(publicUrl: string, uri: string): boolean {
  if (registeredRedirectUris(publicUrl).includes(uri)) return true;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return url.origin === new URL(publicUrl).origin && url.hash === '' && url.username === '' && url.password === '';
}

export function idpClient(config: Pick<ServerConfig, 'publicUrl' | 'oidc'>): ClientMetadata {
  return {
    client_id: config.oidc.clientId,
    client_secret: config.oidc.clientSecret,
    redirect_uris: registeredRedirectUris(config.publicUrl),
    post_logout_redirect_uris: registeredRedirectUris(config.publicUrl),
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
}
