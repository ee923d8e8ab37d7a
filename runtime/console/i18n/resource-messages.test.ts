// @vitest-environment node
/** Resource and field names: English read from the contract's descriptors, the other languages' tables kept to its keys. */
import { describe, expect, it } from 'vitest';
import { resources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { formCount, placeholdersOf } from './polyglot.js';
import { englishResourceMessages, type ResourceMessages } from './resource-messages.js';
import de from './resources/de.js';
import fi from './resources/fi.js';
import nb from './resources/nb.js';
import nn from './resources/nn.js';
import sv from './resources/sv.js';

function descriptor(name: string): ResourceDescriptor {
  const found = resources.find((d) => d.name === name);
  if (!found) throw new Error(`no descriptor ${name}`);
  return found;
}

const english = englishResourceMessages(resources);

describe('English resource names', () => {
  it('are the JSON Schema titles of the fields, with the record schema’s title as the singular', () => {
    expect(english.admins).toMatchObject({ name: 'Admin |||| Admins', fields: { email: 'E-mail', lastSignInAt: 'Last sign-in' } });
    expect(english['api-tokens']?.fields?.tokenHint).toBe('Ends with');
  });

  it('drop a remark in parentheses from the singular', () => {
    expect(english.secrets?.name).toBe('Secret |||| Secrets');
  });

  it('show a field added to the contract by its title, with no console change', () => {
    const admins = descriptor('admins');
    const grown: ResourceDescriptor = {
      ...admins,
      schemas: { ...admins.schemas, record: { ...admins.schemas.record, properties: { ...(admins.schemas.record.properties as object), nickname: { anyOf: [{ type: 'string', title: 'Nickname' }, { type: 'null' }] } } } },
    };
    expect(englishResourceMessages([grown]).admins?.fields?.nickname).toBe('Nickname');
  });

  it('use the label for both forms where the record schema has no title of its own', () => {
    const admins = descriptor('admins');
    const untitled: ResourceDescriptor = { ...admins, schemas: { ...admins.schemas, record: { ...admins.schemas.record, title: 'AdminRecord' } } };
    expect(englishResourceMessages([untitled]).admins?.name).toBe('Admins');
  });

  it('name every descriptor', () => {
    expect(Object.keys(english).sort()).toEqual(resources.map((d) => d.name).sort());
  });
});

describe.each(Object.entries({ sv, nb, nn, fi, de } as Record<string, ResourceMessages>))('the %s table', (_language, table) => {
  it('names only resources and fields the contract has (with an English title)', () => {
    for (const [resource, names] of Object.entries(table)) {
      expect(english[resource], resource).toBeDefined();
      const stale = Object.keys(names.fields ?? {}).filter((field) => english[resource]?.fields?.[field] === undefined);
      expect({ resource, stale }).toEqual({ resource, stale: [] });
    }
  });

  it('gives each name as many forms as English, and no placeholders', () => {
    for (const [resource, names] of Object.entries(table)) {
      if (names.name === undefined) continue;
      expect({ resource, forms: formCount(names.name), placeholders: placeholdersOf(names.name) }).toEqual({
        resource,
        forms: formCount(english[resource]?.name ?? ''),
        placeholders: [],
      });
    }
  });
});
