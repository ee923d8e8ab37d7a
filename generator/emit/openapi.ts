/**
 * generated/openapi.json: OpenAPI 3.1.0. Components are every named enum, entity and body (draft
 * 2020-12); operations carry their parameters, body, responses by status, bearer security unless
 * public, and the contract's own facts as extensions: x-access, x-spec, x-decision.
 */
import { COMPONENT_REF } from '../parse/types.js';
import type { JsonObject, Model, OperationModel, ResponseModel, ResponseStatus } from '../model/types.js';
import { BANNER, json, type OutputFile } from './common.js';

const STATUS_TEXT: Readonly<Record<ResponseStatus, string>> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 302: 'Found (redirect)',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 408: 'Request Timeout', 409: 'Conflict',
  410: 'Gone', 413: 'Payload Too Large', 422: 'Unprocessable Content', 429: 'Too Many Requests',
  500: 'Internal Server Error', 501: 'Not Implemented', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

const JSON_MEDIA = 'application/json';

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
      content: { [op.consumes ?? JSON_MEDIA]: { schema: { $ref: `${COMPONENT_REF}${op.body.name}` } } },
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
  const out: JsonObject = { description: r.description ?? STATUS_TEXT[r.status] };
  if (r.status >= 300 && r.status < 400 && op.produces.includes('redirect')) {
    out.headers = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };
  }
  if (!r.schema) return out;
  // A success answer comes in each media type the call produces (csv or xlsx by query); errors are JSON.
  const media = r.status < 400 && op.successMediaTypes.length ? op.successMediaTypes : [JSON_MEDIA];
  out.content = Object.fromEntries(media.map((m) => [m, { schema: r.schema! }]));
  return out;
}
