/**
 * portal §8 "Login errors are shown as translated text for errors.{key}; when the key is MessageText
 * the server message is shown"; anything else falls back to `fallbackKey` (errors.generic by default).
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../client/index.js';

export const MESSAGE_TEXT_KEY = 'MessageText';

export function errorText(t: TFunction, error: unknown, fallbackKey = 'errors.generic'): string {
  if (isApiError(error)) {
    if (error.key === MESSAGE_TEXT_KEY && error.message) return error.message;
    const key = `errors.${error.key}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return t(fallbackKey);
}
