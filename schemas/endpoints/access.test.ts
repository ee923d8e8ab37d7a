import { describe, expect, it } from 'vitest';
import { UserRole } from '../account.js';
import { OrganisationRole } from '../admin.js';
import {
  ALL_ROLES, ASSET_EDITORS, CONSOLE_STAFF, CONTENT_EDITORS, CUSTOMER_STAFF, INBOX_READERS, ORG_ADMINS, PLATFORM_STAFF, SEGMENT_EDITORS, access,
} from './access.js';

describe('access presets (docs/decisions.md "Customer roles", "Back-office access")', () => {
  it('every customer role is ALL_ROLES, in the enumeration\'s order', () => {
    expect(ALL_ROLES).toEqual(UserRole.options);
  });

  it('customer staff are the platform staff and the customer-facing organisation roles', () => {
    expect(CUSTOMER_STAFF).toEqual(['ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN', 'ORG_SUPPORT']);
  });

  // The order is what x-access shows; OrganisationRole's order differs, so the list is written out.
  it('console staff are the platform staff and every organisation role, each once', () => {
    expect(new Set(CONSOLE_STAFF)).toEqual(new Set([...PLATFORM_STAFF, ...OrganisationRole.options]));
    expect(CONSOLE_STAFF).toHaveLength(PLATFORM_STAFF.length + OrganisationRole.options.length);
    expect(CONSOLE_STAFF.slice(0, CUSTOMER_STAFF.length)).toEqual(CUSTOMER_STAFF);
  });

  it.each([
    ['ORG_ADMINS', ORG_ADMINS, ['ADMIN', 'ORG_ADMIN']],
    ['CONTENT_EDITORS', CONTENT_EDITORS, ['ADMIN', 'ORG_ADMIN', 'ORG_MARKETING']],
    ['ASSET_EDITORS', ASSET_EDITORS, ['ADMIN', 'ORG_ADMIN', 'ORG_MARKETING', 'ORG_DEVELOPER']],
    ['SEGMENT_EDITORS', SEGMENT_EDITORS, ['ADMIN', 'ORG_ADMIN', 'ORG_MARKETING', 'ORG_DEVELOPER']],
    ['INBOX_READERS', INBOX_READERS, ['ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING']],
  ] as const)('%s', (_name, list, expected) => expect(list).toEqual(expected));

  it('the staff-only presets carry no customer and no API token', () => {
    for (const preset of [access.customerStaff, access.console, access.platform, access.orgAdmins, access.contentEditors, access.assetEditors, access.segmentEditors, access.inboxAdmin, access.inboxWrite]) {
      expect(Object.keys(preset)).toEqual(['staff']);
    }
  });

  it('the location list adds the getLocations API token to the customer read', () => {
    expect(access.locationList).toEqual({ ...access.customerRead, apiToken: ['getLocations'] });
  });
});
