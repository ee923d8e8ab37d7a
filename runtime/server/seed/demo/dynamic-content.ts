/**
 * A few dynamic content items (shown without a release): a maintenance notice, in the tenant's languages and
 * English; items keyed `feed.<type>.…` are what GET /feed/ shows (news, offers, tips).
 */
import type { DynamicContentItem } from '../../../../schemas/support.js';
import { stableId } from '../../ids.js';
import { addDays } from './calendar.js';

export function demoDynamicContent(org: string, base: Date): DynamicContentItem[] {
  const item = (key: string, language: DynamicContentItem['language'], title: string, body: string, format: DynamicContentItem['format'], from: number | null, to: number | null): DynamicContentItem => ({
    _id: stableId(`${org}:dynamic-content:${key}:${language}`),
    key,
    language,
    title,
    body,
    format,
    validFrom: from === null ? null : addDays(base, from),
    validTo: to === null ? null : addDays(base, to),
    updatedAt: addDays(base, -5),
  });
  return [
    item('maintenance-notice', 'nb', 'Planlagt vedlikehold', 'Min side er utilgjengelig natt til søndag mellom kl. 01 og 03 på grunn av vedlikehold.', 'text', -5, 60),
    item('maintenance-notice', 'nn', 'Planlagt vedlikehald', 'Mi side er utilgjengeleg natt til sundag mellom kl. 01 og 03 på grunn av vedlikehald.', 'text', -5, 60),
    item('maintenance-notice', 'en', 'Planned maintenance', 'My pages will be unavailable on the night to Sunday between 01:00 and 03:00 for maintenance.', 'text', -5, 60),
    item('winter-tips', 'nb', 'Spar strøm i vinter', '**Senk innetemperaturen** med én grad og spar rundt fem prosent på oppvarmingen.', 'markdown', null, null),
    item('winter-tips', 'nn', 'Spar straum i vinter', '**Senk innetemperaturen** med éin grad og spar rundt fem prosent på oppvarminga.', 'markdown', null, null),
    item('winter-tips', 'en', 'Save power this winter', '**Lower the indoor temperature** by one degree and save about five per cent on heating.', 'markdown', null, null),
    item('old-campaign', 'nb', 'Sommerkampanje', '<p>Kampanjen er avsluttet.</p>', 'html', -200, -100),
    item('feed.news.new-app', 'nb', 'Ny versjon av appen', 'Nå kan du følge strømforbruket ditt kvarter for kvarter.', 'text', -10, null),
    item('feed.news.new-app', 'nn', 'Ny versjon av appen', 'No kan du følgje straumforbruket ditt kvarter for kvarter.', 'text', -10, null),
    item('feed.news.new-app', 'en', 'A new version of the app', 'You can now follow your power use quarter-hour by quarter-hour.', 'text', -10, null),
    item('feed.tips.laundry', 'nb', 'Vask når strømmen er billig', 'Strømprisen er ofte lavest om natta og midt på dagen i helgene.', 'text', null, null),
    item('feed.tips.laundry', 'nn', 'Vask når straumen er billeg', 'Straumprisen er ofte lågast om natta og midt på dagen i helgane.', 'text', null, null),
    item('feed.tips.laundry', 'en', 'Wash when power is cheap', 'The price is often lowest at night and around midday at weekends.', 'text', null, null),
    item('feed.offers.heat-pump', 'nb', 'Varmepumpe med rabatt', 'Som kunde hos oss får du 10 prosent rabatt på varmepumpe ut året.', 'text', -3, 40),
    item('feed.offers.heat-pump', 'en', 'A heat pump at a discount', 'As our customer you get 10 per cent off a heat pump until the end of the year.', 'text', -3, 40),
  ];
}
