/**
 * generated/json-schema/<Name>.schema.json: one draft-07 file per enum, entity and request body,
 * self-contained (what it references sits in its own `definitions`) so RJSF and ajv can load any
 * file alone. JSON has no comments: the banner rides in `$comment`.
 */
import type { Model } from '../model/types.js';
import { BANNER, json, type OutputFile } from './common.js';

const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';

export function jsonSchemaPath(name: string): string {
  return `json-schema/${name}.schema.json`;
}

export function emitJsonSchemas(model: Model): OutputFile[] {
  return model.schemas.map((s) => ({
    path: jsonSchemaPath(s.name),
    content: json({ $comment: BANNER, $schema: DRAFT_07, ...s.jsonSchema }),
  }));
}
