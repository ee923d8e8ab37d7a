// @vitest-environment node
/** What a generic form is made of, from descriptors alone: fields, titles, orders, values, body and the API's issues on their fields. */
import { describe, expect, it } from 'vitest';
import { resources } from '../../../generated/resources.gen.js';
import { validationError } from '../../client/errors.js';
import { errorTree, fieldErrors, firstMessages, formBody, formModel, initialFormData, inlined } from './generic-form-schema.js';

const descriptor = (name: string) => resources.find((r) => r.name === name)!;
const title = (field: string) => `T:${field}`;
type Properties = Record<string, Record<string, unknown>>;

describe('formModel', () => {
  it("asks a create for a path value its body lacks (copy's type, as the record describes it), before the body's fields", () => {
    const model = formModel(descriptor('copy'), 'create', title);
    expect(model.fields).toEqual(['type', 'key', 'description', 'values']);
    expect((model.schema.properties as Properties).type!.enum).toEqual(['shared', 'my-pages', 'chat', 'app', 'bridge', 'email', 'push']);
    expect(model.schema.required).toEqual(['type', 'key', 'values']);
    expect(model.uiSchema['ui:order']).toEqual(['type', 'key', 'description', 'values', '*']);
    // The organisation of a secret's path is the data provider's to fill; its key is asked for.
    expect(formModel(descriptor('secrets'), 'create', title).fields).toEqual(['key', 'value']);
    expect(formModel(descriptor('secrets'), 'update', title).fields).toEqual(['value']);
  });

  it("titles every field, keeps the uiSchema's hints, and ends each order with the rest ('*') so a new field shows", () => {
    const model = formModel(descriptor('api-tokens'), 'create', title);
    expect(model.uiSchema.tokenScopes).toEqual({ 'ui:widget': 'checkboxes', 'ui:title': 'T:tokenScopes' });
    const jobs = formModel(descriptor('jobs'), 'update', title);
    expect((jobs.uiSchema.schedule as Record<string, unknown>)['ui:order']).toEqual(['cron', 'offset', 'timeZone', '*']);
    // A named enum is written out in place (RJSF's select loses a value chosen from an allOf/$ref enum).
    expect(((jobs.schema.properties as Properties).schedule!.properties as Properties).timeZone!.enum).toContain('Europe/Oslo');
  });

  it('shows a nullable field as its value, and leaves the schema title and spec description to the page frame', () => {
    const model = formModel(descriptor('api-tokens'), 'create', title);
    expect((model.schema.properties as Properties).expiresAt).toMatchObject({ type: 'string', format: 'date-time' });
    expect(model.schema.title).toBeUndefined();
    expect(model.schema.description).toBeUndefined();
  });
});

describe('inlined', () => {
  it('writes out $refs and single allOfs, and leaves a definition that refers to itself a $ref', () => {
    const definitions = { E: { type: 'string', enum: ['a'] }, Tree: { type: 'object', properties: { child: { $ref: '#/definitions/Tree' } } } };
    expect(inlined({ title: 'E', allOf: [{ $ref: '#/definitions/E' }] }, definitions)).toEqual({ type: 'string', enum: ['a'], title: 'E' });
    expect(inlined({ $ref: '#/definitions/Tree' }, definitions)).toEqual({ type: 'object', properties: { child: { $ref: '#/definitions/Tree' } } });
  });
});

describe('form values', () => {
  it("holds a record's timestamps as text and sends them as the Dates the contract takes", () => {
    const model = formModel(descriptor('api-tokens'), 'update', title);
    const expiresAt = new Date('2030-01-01T00:00:00.000Z');
    const data = initialFormData(model, { id: 'x', name: 'Token', tokenScopes: ['getLocations'], expiresAt, revokedAt: null }, 'BRIGHT');
    expect(data).toEqual({ name: 'Token', tokenScopes: ['getLocations'], expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(formBody(model, data).expiresAt).toEqual(expiresAt);
  });

  it("starts a new record in the admin's organisation where the body takes one", () => {
    expect(initialFormData(formModel(descriptor('admins'), 'create', title), undefined, 'BRIGHT')).toEqual({ organisation: 'BRIGHT' });
    expect(initialFormData(formModel(descriptor('copy'), 'create', title), undefined, 'BRIGHT')).toEqual({});
  });
});

describe('errorTree', () => {
  const fields = ['type', 'key', 'values'];

  it("puts each issue on the field its path names (body or path), and the rest on the form as a whole", () => {
    const error = validationError([
      { path: ['values'], message: 'Give the text in at least one language', code: 'custom' },
      { path: ['values', 'en'], message: 'Too long', code: 'too_big' },
      { path: [], message: 'Give at least one field', code: 'custom' },
    ], 'body');
    expect(errorTree(error, fields)).toEqual({
      values: { __errors: ['Give the text in at least one language'], en: { __errors: ['Too long'] } },
      __errors: ['Give at least one field'],
    });
    expect(errorTree(validationError([{ path: ['type'], message: 'Missing path parameter: type', code: 'invalid_type' }], 'params'), fields)).toEqual({ type: { __errors: ['Missing path parameter: type'] } });
    expect(errorTree({ message: 'x', data: { issues: [{ path: ['key'], message: 'Taken', location: 'body' }] } }, fields)).toEqual({ key: { __errors: ['Taken'] } });
  });

  it('puts an error without issues (403, 409, …) on the form as a whole, in its own words', () => {
    expect(errorTree(Object.assign(new Error('An admin with e-mail a@b.example exists'), { status: 409 }), fields)).toEqual({ __errors: ['An admin with e-mail a@b.example exists'] });
  });
});

describe('fieldErrors', () => {
  it("gives each field its first message, its own before one under it, and the form the first of the rest (another field's too)", () => {
    const error = validationError([
      { path: ['tokenScopes', 0], message: 'Invalid option', code: 'invalid_value' },
      { path: ['tokenScopes'], message: 'Choose at least one', code: 'too_small' },
      { path: ['name'], message: 'Too short', code: 'too_small' },
      { path: ['name'], message: 'Taken', code: 'custom' },
      { path: ['organisation'], message: 'Unknown organisation', code: 'custom' },
    ], 'body');
    expect(fieldErrors(error, ['name', 'tokenScopes', 'expiresAt'])).toEqual({
      fields: { tokenScopes: 'Choose at least one', name: 'Too short' },
      form: 'Unknown organisation',
    });
    // A path parameter the form asks for is a field too.
    expect(fieldErrors(validationError([{ path: ['org'], message: 'Unknown organisation', code: 'custom' }], 'params'), ['key', 'org', 'value']).fields).toEqual({ org: 'Unknown organisation' });
  });

  it("says an error without issues on the form in its own words, and reads a node of a tree as a form of its own", () => {
    expect(fieldErrors(Object.assign(new Error('Secret SMTP_PASSWORD exists'), { status: 409 }), ['value'])).toEqual({ fields: {}, form: 'Secret SMTP_PASSWORD exists' });
    expect(firstMessages({ cron: { __errors: ['Cron hour must be within 0-23'] }, __errors: ['Give a schedule'] })).toEqual({ fields: { cron: 'Cron hour must be within 0-23' }, form: 'Give a schedule' });
    expect(firstMessages(undefined)).toEqual({ fields: {} });
  });
});
