// @vitest-environment node
/** An audit entry's changes as difference rows: lists refined item by item, secrets never shown. */
import { describe, expect, it } from 'vitest';
import { AUDIT_REDACTED } from '../../../../schemas/audit.js';
import { auditChangeRows } from './audit-change-rows.js';

describe('auditChangeRows', () => {
  it('keeps a field change as it is and refines a changed list of records', () => {
    const rows = auditChangeRows([
      { path: 'values.en', before: 'Hello', after: 'Hello there' },
      { path: 'items', before: [{ id: 'news', enabled: true }], after: [{ id: 'news', enabled: false }] },
    ], 'modules-drafts');
    expect(rows).toEqual([
      { path: 'values.en', kind: 'changed', before: 'Hello', after: 'Hello there' },
      { path: 'items[id=news].enabled', kind: 'changed', before: true, after: false },
    ]);
  });

  it('shows a replaced secret as changed, hidden on both sides, and never a secret value', () => {
    const rows = auditChangeRows([
      { path: 'value', before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      { path: 'BRIGHT.HARK_API_KEY', after: AUDIT_REDACTED },
    ], 'secrets');
    expect(rows).toEqual([
      { path: 'value', kind: 'changed', before: AUDIT_REDACTED, after: AUDIT_REDACTED },
      { path: 'BRIGHT.HARK_API_KEY', kind: 'added', after: AUDIT_REDACTED },
    ]);
    const leaked = auditChangeRows([{ path: 'value', before: 'plain-old', after: 'plain-new' }], 'secrets');
    expect(JSON.stringify(leaked)).not.toMatch(/plain-/);
  });

  it('marks created and removed fields by which side the server recorded', () => {
    expect(auditChangeRows([{ path: 'name', after: 'Token' }, { path: 'revokedAt', before: null }], 'api-tokens').map((r) => r.kind)).toEqual(['added', 'removed']);
  });
});
