/**
 * The screens of resources that need more than the generic ones (shared/design.md convention 7: one
 * folder per resource, its index.ts exporting what it replaces). Each folder's components are
 * React.lazy, so a screen's code loads when it is opened, not with the console (issue 6 §6: the
 * console's first load stays within its budget). A resource not named here, or a screen its folder
 * leaves out, gets the generic screen made from its descriptor.
 */
import type { ComponentType } from 'react';
import accountProspects from './account-prospects/index.js';
import admins from './admins/index.js';
import apiTokens from './api-tokens/index.js';
import auditLogs from './audit-logs/index.js';
import copy from './copy/index.js';
import jobs from './jobs/index.js';
import secrets from './secrets/index.js';

/** A screen left out falls back to the generic one; `null` means none (the resource's own screen does its work). */
export interface ResourceScreens {
  readonly list?: ComponentType;
  readonly show?: ComponentType | null;
  readonly create?: ComponentType | null;
  readonly edit?: ComponentType | null;
  readonly icon?: ComponentType;
}

export const customScreens: Readonly<Record<string, ResourceScreens>> = {
  'account-prospects': accountProspects,
  admins,
  'api-tokens': apiTokens,
  'audit-logs': auditLogs,
  copy,
  jobs,
  secrets,
};
