/** Every artifact, one emitter each: model → files (paths relative to the output folder). */
import { byString } from '../model/names.js';
import type { Model } from '../model/types.js';
import { emitClients } from './client.js';
import type { EmitOptions, OutputFile } from './common.js';
import { emitJsonSchemas } from './json-schema.js';
import { emitOpenApi } from './openapi.js';
import { emitReadmeSection } from './readme.js';
import { emitResources } from './resources.js';

export type { EmitOptions, OutputFile } from './common.js';

export interface Emitted {
  readonly files: readonly OutputFile[];
  /** README.md text between the contract-table markers. */
  readonly readmeSection: string;
}

export function emitAll(model: Model, options: EmitOptions): Emitted {
  const files = [...emitClients(model, options), ...emitJsonSchemas(model), ...emitOpenApi(model), ...emitResources(model, options)];
  return { files: files.sort((a, b) => byString(a.path, b.path)), readmeSection: emitReadmeSection(model) };
}
