/** Resource and field names in German: the keys English takes from the contract (resource-messages.ts). */
import type { ResourceMessages } from '../resource-messages.js';

const draft = { organisation: 'Organisation', updatedAt: 'Gespeichert' };
const release = { organisation: 'Organisation', version: 'Version', createdAt: 'Veröffentlicht', createdBy: 'Veröffentlicht von' };

const germanResources: ResourceMessages = {
  admins: {
    name: 'Administrator |||| Administratoren',
    fields: { _id: 'ID', email: 'E-Mail', name: 'Name', organisation: 'Organisation', scope: 'Berechtigungsstufe', createdAt: 'Erstellt', updatedAt: 'Aktualisiert', lastSignInAt: 'Letzte Anmeldung' },
  },
  'api-tokens': {
    name: 'API-Token |||| API-Tokens',
    fields: {
      organisation: 'Organisation',
      name: 'Name',
      tokenScopes: 'Berechtigungen',
      issuedBy: 'Ausgestellt von',
      expiresAt: 'Läuft ab',
      createdAt: 'Erstellt',
      lastUsedAt: 'Zuletzt verwendet',
      revokedAt: 'Widerrufen',
      revokedBy: 'Widerrufen von',
      tokenHint: 'Endet auf',
    },
  },
  secrets: { name: 'Geheimnis |||| Geheimnisse', fields: { key: 'Schlüssel', value: 'Wert' } },
  jobs: {
    name: 'Geplanter Job |||| Geplante Jobs',
    fields: {
      name: 'Name',
      displayName: 'Job',
      organisation: 'Organisation',
      arguments: 'Argumente',
      nextRunAt: 'Nächste Ausführung',
      startedAt: 'Gestartet',
      completedAt: 'Abgeschlossen',
      status: 'Status',
      editable: 'Bearbeitbar',
      enabled: 'Aktiviert',
      queueType: 'Warteschlange',
      errors: 'Fehler',
    },
  },
  copy: { name: 'Text |||| Texte', fields: { type: 'Typ', key: 'Schlüssel', organisation: 'Organisation', values: 'Text', description: 'Hinweis für Übersetzer' } },
  'audit-logs': {
    name: 'Prüfprotokolleintrag |||| Prüfprotokolle',
    fields: { createdAt: 'Zeitpunkt', action: 'Aktion', resource: 'Ressource', resourceId: 'Datensatz', organisation: 'Organisation', changes: 'Änderungen', requestId: 'Anfrage-ID' },
  },
  'theme-drafts': { name: 'Design-Entwurf |||| Design-Entwürfe', fields: { ...draft, light: 'Hell', dark: 'Dunkel' } },
  'theme-releases': { name: 'Design-Veröffentlichung |||| Design-Veröffentlichungen', fields: release },
  'feature-flags-drafts': { name: 'Entwurf der Feature-Flags |||| Entwürfe der Feature-Flags', fields: draft },
  'feature-flags-releases': { name: 'Veröffentlichung der Feature-Flags |||| Veröffentlichungen der Feature-Flags', fields: release },
  'modules-drafts': { name: 'Modul-Entwurf |||| Modul-Entwürfe', fields: { ...draft, home: 'Startseite', analysis: 'Analyseseite' } },
  'modules-releases': { name: 'Modul-Veröffentlichung |||| Modul-Veröffentlichungen', fields: release },
  'feature-configurations-drafts': { name: 'Entwurf der Funktionseinstellungen |||| Entwürfe der Funktionseinstellungen', fields: draft },
  'feature-configurations-releases': { name: 'Veröffentlichung der Funktionseinstellungen |||| Veröffentlichungen der Funktionseinstellungen', fields: release },
  'custom-favorites-drafts': { name: 'Entwurf der eigenen Favoriten |||| Entwürfe der eigenen Favoriten', fields: draft },
  'custom-favorites-releases': { name: 'Veröffentlichung der eigenen Favoriten |||| Veröffentlichungen der eigenen Favoriten', fields: release },
  inspectors: { name: 'Inspektor |||| Inspektoren' },
  'account-prospects': { name: 'Kontointeressent |||| Kontointeressenten' },
  'account-creation-logs': { name: 'Kontoerstellungsprotokoll |||| Kontoerstellungsprotokolle' },
  'inbox-items': {
    name: 'Posteingangsnachricht |||| Posteingangsnachrichten',
    fields: { _id: 'ID', title: 'Titel', body: 'Text', type: 'Typ', createdBy: 'Erstellt von', pushType: 'Push-Typ', createdAt: 'Erstellt', readAt: 'Gelesen' },
  },
};

export default germanResources;
