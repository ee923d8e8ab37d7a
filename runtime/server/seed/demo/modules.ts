/** The app's home and analysis modules: shortcuts, favorites (invoice first), help, news, offers and a footer. */
import type { ModuleItem, ModulesPayload } from '../../../../schemas/settings/modules.js';

const everyone = { match: 'AND' as const, rules: [] };

const item = (id: string, navigation: ModuleItem['navigation'], copy: ModuleItem['copy'], icon?: string): ModuleItem => ({
  id, enabled: true, segments: everyone, copy, navigation, ...(icon ? { icon: { type: 'app' as const, name: icon } } : {}),
});

export function demoModules(): ModulesPayload {
  return {
    home: [
      {
        type: 'Shortcuts', id: 'home-shortcuts', name: 'Snarveier', enabled: true, variant: 'smallListCard',
        items: [
          item('invoices', { type: 'INVOICE' }, { en: { title: 'Invoices' }, nb: { title: 'Fakturaer' }, nn: { title: 'Fakturaer' }, sv: { title: 'Fakturor' }, fi: { title: 'Laskut' }, de: { title: 'Rechnungen' } }, 'invoice'),
          item('spot', { type: 'SPOTPRICE' }, { en: { title: 'Spot price' }, nb: { title: 'Spotpris' }, nn: { title: 'Spotpris' }, sv: { title: 'Spotpris' }, fi: { title: 'Pörssihinta' }, de: { title: 'Spotpreis' } }, 'bolt'),
        ],
      },
      {
        type: 'Favorites', id: 'home-favorites', enabled: true,
        favorites: [
          { name: 'InvoiceFavorite', enabled: true },
          { name: 'SpotPriceNowFavorite', enabled: true },
          { name: 'SpotPriceGraphFavorite', enabled: true },
          { name: 'MonthlyInfoFavorite', enabled: true },
          { name: 'Co2ImpactFavorite', enabled: true },
          { name: 'RealtimeProviderFavorite', enabled: false },
        ],
      },
      {
        type: 'News', id: 'home-news', enabled: true, variant: 'landscape',
        items: [{
          ...item('news-feed', { type: 'MESSAGE_FEED' }, { en: { title: 'News' }, nb: { title: 'Nyheter' }, nn: { title: 'Nyheiter' }, sv: { title: 'Nyheter' }, fi: { title: 'Uutiset' }, de: { title: 'Neuigkeiten' } }),
          url: 'https://www.bright.example/nyheter/rss', extraParams: { lang: 'nb' },
        }],
      },
      {
        type: 'Offers', id: 'home-offers', enabled: true, variant: 'landscapeCarousel',
        items: [{
          ...item('solar-offer', { type: 'EXTERNAL_URL', url: 'https://www.bright.example/solceller', enrichUrl: true, openInBrowser: true, enrichHarkUrl: false, isBrightKitUrl: false }, {
            en: { title: 'Solar panels on your roof', body: 'Get a free estimate of what your roof can produce.', label: 'Read more' },
            nb: { title: 'Solceller på taket', body: 'Få et gratis anslag over hva taket ditt kan produsere.', label: 'Les mer' },
            nn: { title: 'Solceller på taket', body: 'Få eit gratis overslag over kva taket ditt kan produsere.', label: 'Les meir' },
          }),
          imageUrl: 'https://cdn.bright.example/offers/solar.jpg',
        }],
      },
      {
        type: 'Help', id: 'home-help', enabled: true, variant: 'mediumListCard',
        items: [item('faq', { type: 'FAQ' }, { en: { title: 'Questions and answers' }, nb: { title: 'Spørsmål og svar' }, nn: { title: 'Spørsmål og svar' }, sv: { title: 'Frågor och svar' }, fi: { title: 'Kysymyksiä ja vastauksia' }, de: { title: 'Fragen und Antworten' } }, 'help')],
      },
      { type: 'ImageFooter', id: 'home-footer', enabled: true, variant: 'logo', imageUrl: 'https://cdn.bright.example/theme/logo.svg' },
    ],
    analysis: [
      {
        type: 'FromUs', id: 'analysis-from-us', enabled: true, variant: 'smallListCard',
        items: [item('tips', { type: 'ELIS_TIPS' }, { en: { title: 'Energy tips' }, nb: { title: 'Energitips' }, nn: { title: 'Energitips' }, sv: { title: 'Energitips' }, fi: { title: 'Energiavinkit' }, de: { title: 'Energiespartipps' } }, 'lightbulb')],
      },
    ],
  };
}
