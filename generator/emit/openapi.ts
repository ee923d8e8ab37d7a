/**
 * generated/openapi.json: OpenAPI 3.1.0. Components are every named enum, entity and body (draft
 * 2020-12); operations carry their parameters, body, responses by status, bearer security unless
 * public, and the contract's own facts as extensions: x-access, x-spec, x-decision.
 */
import type { JsonObject, Model, OperationModel, ResponseModel } from '../model/types.js';
import { BANNER, json, type OutputFile } from './common.js';

const STATUS_TEXT: Readonly<Record<number, string>> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 302: 'Found (redirect)',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 408: 'Request Timeout', 409: 'Conflict',
  410: 'Gone', 413: 'Payload Too Large', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

export function emitOpenApi(model: Model): OutputFile[] {
  const paths: Record<string, JsonObject> = {};
  for (const area of model.areas) {
    for (const op of area.operations) {
      const item = (paths[op.path] ??= {});
      item[op.method.toLowerCase()] = operation(op);
    }
  }
  const doc = {
    'x-comment': BANNER,
    openapi: '3.1.0',
    info: { title: model.info.title, version: model.info.version },
    servers: [{ url: '/api' }],
    tags: model.areas.map((a) => ({ name: a.name, description: a.summary })),
    paths,
    components: {
      schemas: model.components,
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
  return [{ path: 'openapi.json', content: json(doc) }];
}

function operation(op: OperationModel): JsonObject {
  const out: JsonObject = { operationId: op.name, summary: op.summary };
  if (op.description) out.description = op.description;
  out.tags = [op.area];
  if (op.parameters.length) {
    out.parameters = op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(p.description ? { description: p.description } : {}),
      schema: p.schema,
    }));
  }
  if (op.body) {
    out.requestBody = {
      required: !op.body.optional,
      content: { [op.consumes ?? 'application/json']: { schema: { $ref: `#/components/schemas/${op.body.name}` } } },
    };
  }
  out.responses = Object.fromEntries(op.responses.map((r) => [String(r.status), response(r, op)]));
  if (op.access.public !== true) out.security = [{ bearer: [] }];
  out['x-access'] = op.access;
  out['x-spec'] = [...op.spec];
  if (op.decision) out['x-decision'] = op.decision;
  return out;
}

function response(r: ResponseModel, op: OperationModel): JsonObject {
  const out: JsonObject = { description: r.description ?? STATUS_TEXT[r.status] ?? `HTTP ${r.status}` };
  if (r.status >= 300 && r.status < 400 && op.produces === 'redirect') {
    out.headers = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };
  }
  if (!r.schema) return out;
  const success = r.status < 400;
  const media = success && op.produces && op.produces !== 'redirect' ? op.produces : 'application/json';
  out.content = { [media]: { schema: r.schema } };
  return out;
}
