/**
 * An audit entry's changes as rows of the difference view. The server stores one change per field
 * path, with lists and whole values kept whole (runtime/server/audit.ts); each change is refined here
 * by the same field difference the drafts use, so a changed list of module items shows the item and
 * field that changed rather than two blobs.
 */
import type { AuditChange } from '../../../../schemas/audit.js';
import { fieldDiffRows, lastField, maskSecrets, SECRET_FIELDS, type DiffRow } from '../../components/field-diff-rows.js';

/** A secret's `value` is the secret itself; elsewhere `value` is ordinary data (segment rules). */
const SECRET_RESOURCE_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  secrets: new Set([...SECRET_FIELDS, 'value']),
};

export function auditChangeRows(changes: readonly AuditChange[], resource: string): DiffRow[] {
  const secretFields = SECRET_RESOURCE_FIELDS[resource] ?? SECRET_FIELDS;
  return changes.flatMap((change): DiffRow[] => {
    const rows = fieldDiffRows(change.before, change.after, { basePath: change.path, secretFields });
    if (rows.length > 0) return rows;
    // Both sides read the same, yet the server recorded a change: a secret replaced by another, both
    // redacted. It happened, so it shows.
    const field = lastField(change.path);
    const kind = change.before === undefined ? 'added' : change.after === undefined ? 'removed' : 'changed';
    return [{
      path: change.path,
      kind,
      ...(change.before === undefined ? {} : { before: maskSecrets(change.before, field, secretFields) }),
      ...(change.after === undefined ? {} : { after: maskSecrets(change.after, field, secretFields) }),
    }];
  });
}
