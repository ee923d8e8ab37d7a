/**
 * The type of react-admin's own messages in each language: ra-core's TranslationMessages with its
 * optional groups (guesser, configurable) required too, so a language file lacking any key that
 * ra-language-english has fails the typecheck.
 */
import type { TranslationMessages } from 'react-admin';

export type RaMessages = TranslationMessages & { readonly ra: Required<TranslationMessages['ra']> };
