/** Resource and field names in Finnish: the keys English takes from the contract (resource-messages.ts). */
import type { ResourceMessages } from '../resource-messages.js';

const draft = { organisation: 'Organisaatio', updatedAt: 'Tallennettu' };
const release = { organisation: 'Organisaatio', version: 'Versio', createdAt: 'Julkaistu', createdBy: 'Julkaisija' };

const finnishResources: ResourceMessages = {
  admins: {
    name: 'Ylläpitäjä |||| Ylläpitäjät',
    fields: {
      _id: 'Tunniste',
      email: 'Sähköposti',
      name: 'Nimi',
      organisation: 'Organisaatio',
      scope: 'Käyttöoikeustaso',
      createdAt: 'Luotu',
      updatedAt: 'Päivitetty',
      lastSignInAt: 'Viimeisin kirjautuminen',
    },
  },
  'api-tokens': {
    name: 'API-tunnus |||| API-tunnukset',
    fields: {
      organisation: 'Organisaatio',
      name: 'Nimi',
      tokenScopes: 'Oikeudet',
      issuedBy: 'Myöntäjä',
      expiresAt: 'Vanhenee',
      createdAt: 'Luotu',
      lastUsedAt: 'Viimeksi käytetty',
      revokedAt: 'Mitätöity',
      revokedBy: 'Mitätöijä',
      tokenHint: 'Loppuosa',
    },
  },
  secrets: { name: 'Salaisuus |||| Salaisuudet', fields: { key: 'Avain', value: 'Arvo' } },
  jobs: {
    name: 'Ajastettu työ |||| Ajastetut työt',
    fields: {
      name: 'Nimi',
      displayName: 'Työ',
      organisation: 'Organisaatio',
      arguments: 'Argumentit',
      nextRunAt: 'Seuraava ajo',
      startedAt: 'Aloitettu',
      completedAt: 'Valmistunut',
      status: 'Tila',
      editable: 'Muokattavissa',
      enabled: 'Käytössä',
      queueType: 'Jono',
      errors: 'Virheet',
    },
  },
  copy: { name: 'Teksti |||| Tekstit', fields: { type: 'Tyyppi', key: 'Avain', organisation: 'Organisaatio', values: 'Teksti', description: 'Huomautus kääntäjille' } },
  'audit-logs': {
    name: 'Tarkastuslokin merkintä |||| Tarkastuslokit',
    fields: { createdAt: 'Aika', action: 'Toiminto', resource: 'Resurssi', resourceId: 'Tietue', organisation: 'Organisaatio', changes: 'Muutokset', requestId: 'Pyynnön tunniste' },
  },
  'theme-drafts': { name: 'Teemaluonnos |||| Teemaluonnokset', fields: { ...draft, light: 'Vaalea', dark: 'Tumma' } },
  'theme-releases': { name: 'Teemajulkaisu |||| Teemajulkaisut', fields: release },
  'feature-flags-drafts': { name: 'Ominaisuuslippujen luonnos |||| Ominaisuuslippujen luonnokset', fields: draft },
  'feature-flags-releases': { name: 'Ominaisuuslippujen julkaisu |||| Ominaisuuslippujen julkaisut', fields: release },
  'modules-drafts': { name: 'Moduuliluonnos |||| Moduuliluonnokset', fields: { ...draft, home: 'Etusivu', analysis: 'Analyysisivu' } },
  'modules-releases': { name: 'Moduulijulkaisu |||| Moduulijulkaisut', fields: release },
  'feature-configurations-drafts': { name: 'Ominaisuusasetusten luonnos |||| Ominaisuusasetusten luonnokset', fields: draft },
  'feature-configurations-releases': { name: 'Ominaisuusasetusten julkaisu |||| Ominaisuusasetusten julkaisut', fields: release },
  'custom-favorites-drafts': { name: 'Omien suosikkien luonnos |||| Omien suosikkien luonnokset', fields: draft },
  'custom-favorites-releases': { name: 'Omien suosikkien julkaisu |||| Omien suosikkien julkaisut', fields: release },
  inspectors: { name: 'Tarkastaja |||| Tarkastajat' },
  'account-prospects': { name: 'Tuleva tili |||| Tulevat tilit' },
  'account-creation-logs': { name: 'Tilin luonnin loki |||| Tilin luonnin lokit' },
  'inbox-items': {
    name: 'Postilaatikon viesti |||| Postilaatikon viestit',
    fields: { _id: 'Tunniste', title: 'Otsikko', body: 'Leipäteksti', type: 'Tyyppi', createdBy: 'Luoja', pushType: 'Push-tyyppi', createdAt: 'Luotu', readAt: 'Luettu' },
  },
};

export default finnishResources;
