/** Two custom favorites for the app's home screen: the provider's outage map and the electric-car charging offer. */
import type { CustomFavoritesPayload } from '../../../../schemas/settings/favorites.js';

export function demoCustomFavorites(): CustomFavoritesPayload {
  return {
    customFavorites: [
      {
        id: 'outage-map',
        remoteId: 'cms-outage-map',
        title: { en: 'Power outages', sv: 'Strömavbrott', nb: 'Strømbrudd', nn: 'Straumbrot', fi: 'Sähkökatkot', de: 'Stromausfälle' },
        navigation: { webviewUrl: 'https://nett.bright.example/strombrudd' },
        pollingFrequency: 'often',
        testCustomerIds: [],
        icon: { type: 'app', name: 'warning' },
      },
      {
        id: 'ev-charging',
        remoteId: 'cms-ev-charging',
        title: { en: 'Charge your car', sv: 'Ladda bilen', nb: 'Lad bilen', nn: 'Lad bilen', fi: 'Lataa auto', de: 'Auto laden' },
        navigation: { appNavigation: 'IOT' },
        pollingFrequency: 'occasionally',
        testCustomerIds: ['100001', '100002'],
        icon: { type: 'url', name: 'https://cdn.bright.example/icons/ev.svg' },
      },
    ],
  };
}
