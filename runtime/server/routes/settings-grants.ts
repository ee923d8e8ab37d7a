/**
 * Feature configurations: besides the descriptor's scopes, each field carries its own grant per
 * admin scope (back-office §3, §6; docs/decisions.md "Feature configuration access"). A draft save
 * may change only what the caller's scope holds READ/WRITE on: the switches (enabled,
 * visibleForCustomers) by the configuration's grant, every other key by its field's grant.
 */
import {
  FEATURE_CONFIGURATION_DEFINITIONS, FeatureConfigurationKey, RESERVED_FIELD_KEYS, type FieldAccessMap,
} from '../../../schemas/settings/feature-configurations.js';
import type { Principal } from '../auth/principal.js';
import { problem } from '../errors.js';

type Values = Record<string, unknown>;

function grantOf(key: FeatureConfigurationKey, field: string): FieldAccessMap {
  const def = FEATURE_CONFIGURATION_DEFINITIONS[key];
  if ((RESERVED_FIELD_KEYS as readonly string[]).includes(field)) return def.access;
  const fieldDef = (def.fields as readonly { key: string; access: FieldAccessMap }[]).find((f) => f.key === field);
  return fieldDef?.access ?? def.access;
}

/**
 * Throws 403 forbidden naming the first field `after` changes against `before` (undefined: nothing
 * saved yet, so every value counts as a change) that the caller may not write.
 */
export function assertFieldGrants(principal: Principal, before: unknown, after: unknown): void {
  if (principal.kind !== 'staff') throw problem('forbidden');
  const b = (before ?? {}) as Record<string, Values | undefined>;
  const a = (after ?? {}) as Record<string, Values | undefined>;
  for (const key of FeatureConfigurationKey.options) {
    const was = b[key] ?? {};
    const now = a[key] ?? {};
    for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (before !== undefined && JSON.stringify(was[field]) === JSON.stringify(now[field])) continue;
      if (grantOf(key, field)[principal.scope] !== 'READ/WRITE') {
        throw problem('forbidden', { message: `${principal.scope} may not change featureConfigurations.${key}.${field}` });
      }
    }
  }
}
