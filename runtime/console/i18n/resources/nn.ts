/** Resource and field names in Norwegian Nynorsk: the keys English takes from the contract (resource-messages.ts). */
import type { ResourceMessages } from '../resource-messages.js';

const draft = { organisation: 'Organisasjon', updatedAt: 'Lagra' };
const release = { organisation: 'Organisasjon', version: 'Versjon', createdAt: 'Publisert', createdBy: 'Publisert av' };

const nynorskResources: ResourceMessages = {
  admins: {
    name: 'Administrator |||| Administratorar',
    fields: { _id: 'Id', email: 'E-post', name: 'Namn', organisation: 'Organisasjon', scope: 'Tilgangsnivå', createdAt: 'Oppretta', updatedAt: 'Oppdatert', lastSignInAt: 'Sist pålogga' },
  },
  'api-tokens': {
    name: 'API-token |||| API-tokenar',
    fields: {
      organisation: 'Organisasjon',
      name: 'Namn',
      tokenScopes: 'Tilgangar',
      issuedBy: 'Utferda av',
      expiresAt: 'Går ut',
      createdAt: 'Oppretta',
      lastUsedAt: 'Sist brukt',
      revokedAt: 'Tilbakekalla',
      revokedBy: 'Tilbakekalla av',
      tokenHint: 'Sluttar på',
    },
  },
  secrets: { name: 'Løyndom |||| Løyndomar', fields: { key: 'Nøkkel', value: 'Verdi' } },
  jobs: {
    name: 'Planlagd jobb |||| Planlagde jobbar',
    fields: {
      name: 'Namn',
      displayName: 'Jobb',
      organisation: 'Organisasjon',
      arguments: 'Argument',
      nextRunAt: 'Neste køyring',
      startedAt: 'Starta',
      completedAt: 'Fullført',
      status: 'Status',
      editable: 'Redigerbar',
      enabled: 'Aktivert',
      queueType: 'Kø',
      errors: 'Feil',
    },
  },
  copy: { name: 'Tekst |||| Tekstar', fields: { type: 'Type', key: 'Nøkkel', organisation: 'Organisasjon', values: 'Tekst', description: 'Merknad til omsetjarar' } },
  'audit-logs': {
    name: 'Revisjonsloggoppføring |||| Revisjonsloggar',
    fields: { createdAt: 'Når', action: 'Handling', resource: 'Ressurs', resourceId: 'Post', organisation: 'Organisasjon', changes: 'Endringar', requestId: 'Førespurnads-id' },
  },
  'theme-drafts': { name: 'Temautkast |||| Temautkast', fields: { ...draft, light: 'Lyst', dark: 'Mørkt' } },
  'theme-releases': { name: 'Temautgiving |||| Temautgivingar', fields: release },
  'feature-flags-drafts': { name: 'Utkast til funksjonsflagg |||| Utkast til funksjonsflagg', fields: draft },
  'feature-flags-releases': { name: 'Utgiving av funksjonsflagg |||| Utgivingar av funksjonsflagg', fields: release },
  'modules-drafts': { name: 'Modulutkast |||| Modulutkast', fields: { ...draft, home: 'Startside', analysis: 'Analyseside' } },
  'modules-releases': { name: 'Modulutgiving |||| Modulutgivingar', fields: release },
  'feature-configurations-drafts': { name: 'Utkast til funksjonsinnstillingar |||| Utkast til funksjonsinnstillingar', fields: draft },
  'feature-configurations-releases': { name: 'Utgiving av funksjonsinnstillingar |||| Utgivingar av funksjonsinnstillingar', fields: release },
  'custom-favorites-drafts': { name: 'Utkast til eigne favorittar |||| Utkast til eigne favorittar', fields: draft },
  'custom-favorites-releases': { name: 'Utgiving av eigne favorittar |||| Utgivingar av eigne favorittar', fields: release },
  inspectors: { name: 'Inspektør |||| Inspektørar' },
  'account-prospects': { name: 'Kommande konto |||| Kommande kontoar' },
  'account-creation-logs': { name: 'Logg for kontooppretting |||| Loggar for kontooppretting' },
  'inbox-items': {
    name: 'Innboksmelding |||| Innboksmeldingar',
    fields: { _id: 'Id', title: 'Tittel', body: 'Brødtekst', type: 'Type', createdBy: 'Oppretta av', pushType: 'Push-type', createdAt: 'Oppretta', readAt: 'Lesen' },
  },
};

export default nynorskResources;
