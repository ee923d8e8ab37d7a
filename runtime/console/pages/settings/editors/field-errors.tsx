/**
 * The messages of an RJSF error tree below a custom field, each with where it sits (`rules.0.value`),
 * so issues deeper than the field's own inputs still show beside it.
 */
import { FormHelperText } from '@mui/material';
import type { ErrorTree } from './form-schema.js';

export function flatErrors(tree: ErrorTree | undefined, at: readonly string[] = []): { readonly path: string; readonly message: string }[] {
  if (!tree) return [];
  const out = (tree.__errors ?? []).map((message) => ({ path: at.join('.'), message }));
  for (const [key, child] of Object.entries(tree)) {
    if (key !== '__errors' && child && !Array.isArray(child)) out.push(...flatErrors(child, [...at, key]));
  }
  return out;
}

export function FieldErrors({ tree }: { readonly tree: ErrorTree | undefined }) {
  const errors = flatErrors(tree);
  if (errors.length === 0) return null;
  return (
    <>
      {errors.map((e, i) => (
        <FormHelperText key={`${e.path}:${i}`} error>
          {e.path ? `${e.path}: ${e.message}` : e.message}
        </FormHelperText>
      ))}
    </>
  );
}
