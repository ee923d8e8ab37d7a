/** Resource and field names in Norwegian Bokmål: the keys English takes from the contract (resource-messages.ts). */
import type { ResourceMessages } from '../resource-messages.js';

const draft = { organisation: 'Organisasjon', updatedAt: 'Lagret' };
const release = { organisation: 'Organisasjon', version: 'Versjon', createdAt: 'Publisert', createdBy: 'Publisert av' };

const bokmalResources: ResourceMessages = {
  admins: {
    name: 'Administrator |||| Administratorer',
    fields: { _id: 'Id', email: 'E-post', name: 'Navn', organisation: 'Organisasjon', scope: 'Tilgangsnivå', createdAt: 'Opprettet', updatedAt: 'Oppdatert', lastSignInAt: 'Sist pålogget' },
  },
  'api-tokens': {
    name: 'API-token |||| API-tokener',
    fields: {
      organisation: 'Organisasjon',
      name: 'Navn',
      tokenScopes: 'Tilganger',
      issuedBy: 'Utstedt av',
      expiresAt: 'Utløper',
      createdAt: 'Opprettet',
      lastUsedAt: 'Sist brukt',
      revokedAt: 'Tilbakekalt',
      revokedBy: 'Tilbakekalt av',
      tokenHint: 'Slutter på',
    },
  },
  secrets: { name: 'Hemmelighet |||| Hemmeligheter', fields: { key: 'Nøkkel', value: 'Verdi' } },
  jobs: {
    name: 'Planlagt jobb |||| Planlagte jobber',
    fields: {
      name: 'Navn',
      displayName: 'Jobb',
      organisation: 'Organisasjon',
      arguments: 'Argumenter',
      nextRunAt: 'Neste kjøring',
      startedAt: 'Startet',
      completedAt: 'Fullført',
      status: 'Status',
      editable: 'Redigerbar',
      enabled: 'Aktivert',
      queueType: 'Kø',
      errors: 'Feil',
    },
  },
  copy: { name: 'Tekst |||| Tekster', fields: { type: 'Type', key: 'Nøkkel', organisation: 'Organisasjon', values: 'Tekst', description: 'Merknad til oversettere' } },
  'audit-logs': {
    name: 'Revisjonsloggoppføring |||| Revisjonslogger',
    fields: { createdAt: 'Når', action: 'Handling', resource: 'Ressurs', resourceId: 'Post', organisation: 'Organisasjon', changes: 'Endringer', requestId: 'Forespørsels-id' },
  },
  'theme-drafts': { name: 'Temautkast |||| Temautkast', fields: { ...draft, light: 'Lyst', dark: 'Mørkt' } },
  'theme-releases': { name: 'Temautgivelse |||| Temautgivelser', fields: release },
  'feature-flags-drafts': { name: 'Utkast til funksjonsflagg |||| Utkast til funksjonsflagg', fields: draft },
  'feature-flags-releases': { name: 'Utgivelse av funksjonsflagg |||| Utgivelser av funksjonsflagg', fields: release },
  'modules-drafts': { name: 'Modulutkast |||| Modulutkast', fields: { ...draft, home: 'Startside', analysis: 'Analyseside' } },
  'modules-releases': { name: 'Modulutgivelse |||| Modulutgivelser', fields: release },
  'feature-configurations-drafts': { name: 'Utkast til funksjonsinnstillinger |||| Utkast til funksjonsinnstillinger', fields: draft },
  'feature-configurations-releases': { name: 'Utgivelse av funksjonsinnstillinger |||| Utgivelser av funksjonsinnstillinger', fields: release },
  'custom-favorites-drafts': { name: 'Utkast til egne favoritter |||| Utkast til egne favoritter', fields: draft },
  'custom-favorites-releases': { name: 'Utgivelse av egne favoritter |||| Utgivelser av egne favoritter', fields: release },
  inspectors: { name: 'Inspektør |||| Inspektører' },
  'account-prospects': { name: 'Kommende konto |||| Kommende kontoer' },
  'account-creation-logs': { name: 'Logg for kontoopprettelse |||| Logger for kontoopprettelse' },
  'inbox-items': {
    name: 'Innboksmelding |||| Innboksmeldinger',
    fields: { _id: 'Id', title: 'Tittel', body: 'Brødtekst', type: 'Type', createdBy: 'Opprettet av', pushType: 'Push-type', createdAt: 'Opprettet', readAt: 'Lest' },
  },
};

export default bokmalResources;
