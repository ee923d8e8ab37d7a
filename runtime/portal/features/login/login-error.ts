/** portal §8 sign-in errors as text: a screen's own wording where errors.{key} misleads, else errorText with the screen's fallback. */
import type { TFunction } from 'i18next';
import { errorText } from '../../components/error-text.js';
import { errorFallbackKey, screenErrorKey, type LoginScreen } from './login-rules.js';

export function loginErrorText(t: TFunction, error: unknown, screen: LoginScreen): string {
  const own = screenErrorKey(screen, error);
  return own ? t(own) : errorText(t, error, errorFallbackKey(screen));
}
