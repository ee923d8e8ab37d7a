/** Resource and field names in Swedish: the keys English takes from the contract (resource-messages.ts). */
import type { ResourceMessages } from '../resource-messages.js';

const draft = { organisation: 'Organisation', updatedAt: 'Sparad' };
const release = { organisation: 'Organisation', version: 'Version', createdAt: 'Publicerad', createdBy: 'Publicerad av' };

const swedishResources: ResourceMessages = {
  admins: {
    name: 'Administratör |||| Administratörer',
    fields: { _id: 'Id', email: 'E-post', name: 'Namn', organisation: 'Organisation', scope: 'Behörighet', createdAt: 'Skapad', updatedAt: 'Uppdaterad', lastSignInAt: 'Senaste inloggning' },
  },
  'api-tokens': {
    name: 'API-token |||| API-tokens',
    fields: {
      organisation: 'Organisation',
      name: 'Namn',
      tokenScopes: 'Behörigheter',
      issuedBy: 'Utfärdad av',
      expiresAt: 'Går ut',
      createdAt: 'Skapad',
      lastUsedAt: 'Senast använd',
      revokedAt: 'Återkallad',
      revokedBy: 'Återkallad av',
      tokenHint: 'Slutar på',
    },
  },
  secrets: { name: 'Hemlighet |||| Hemligheter', fields: { key: 'Nyckel', value: 'Värde' } },
  jobs: {
    name: 'Schemalagt jobb |||| Schemalagda jobb',
    fields: {
      name: 'Namn',
      displayName: 'Jobb',
      organisation: 'Organisation',
      arguments: 'Argument',
      nextRunAt: 'Nästa körning',
      startedAt: 'Startad',
      completedAt: 'Slutförd',
      status: 'Status',
      editable: 'Redigerbar',
      enabled: 'Aktiverad',
      queueType: 'Kö',
      errors: 'Fel',
    },
  },
  copy: { name: 'Text |||| Texter', fields: { type: 'Typ', key: 'Nyckel', organisation: 'Organisation', values: 'Text', description: 'Anteckning till översättare' } },
  'audit-logs': {
    name: 'Granskningspost |||| Granskningsloggar',
    fields: { createdAt: 'När', action: 'Åtgärd', resource: 'Resurs', resourceId: 'Post', organisation: 'Organisation', changes: 'Ändringar', requestId: 'Begärans id' },
  },
  'theme-drafts': { name: 'Temautkast |||| Temautkast', fields: { ...draft, light: 'Ljust', dark: 'Mörkt' } },
  'theme-releases': { name: 'Temautgåva |||| Temautgåvor', fields: release },
  'feature-flags-drafts': { name: 'Utkast för funktionsflaggor |||| Utkast för funktionsflaggor', fields: draft },
  'feature-flags-releases': { name: 'Utgåva av funktionsflaggor |||| Utgåvor av funktionsflaggor', fields: release },
  'modules-drafts': { name: 'Modulutkast |||| Modulutkast', fields: { ...draft, home: 'Startsida', analysis: 'Analyssida' } },
  'modules-releases': { name: 'Modulutgåva |||| Modulutgåvor', fields: release },
  'feature-configurations-drafts': { name: 'Utkast för funktionsinställningar |||| Utkast för funktionsinställningar', fields: draft },
  'feature-configurations-releases': { name: 'Utgåva av funktionsinställningar |||| Utgåvor av funktionsinställningar', fields: release },
  'custom-favorites-drafts': { name: 'Utkast för egna favoriter |||| Utkast för egna favoriter', fields: draft },
  'custom-favorites-releases': { name: 'Utgåva av egna favoriter |||| Utgåvor av egna favoriter', fields: release },
  inspectors: { name: 'Inspektör |||| Inspektörer' },
  'account-prospects': { name: 'Blivande konto |||| Blivande konton' },
  'account-creation-logs': { name: 'Logg över kontoskapande |||| Loggar över kontoskapande' },
  'inbox-items': {
    name: 'Inkorgsmeddelande |||| Inkorgsmeddelanden',
    fields: { _id: 'Id', title: 'Rubrik', body: 'Brödtext', type: 'Typ', createdBy: 'Skapad av', pushType: 'Pushtyp', createdAt: 'Skapad', readAt: 'Läst' },
  },
};

export default swedishResources;
