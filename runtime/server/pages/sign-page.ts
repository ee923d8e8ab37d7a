/**
 * A sign's public screen at /signs/{organisation}/{id} (schemas/sign.ts): plain server-rendered HTML
 * in the sign's language and theme, large enough to read across a lobby, that reloads itself every
 * few minutes (a script, not a meta refresh, which assistive technology cannot stop). It shows what
 * GET /api/v3/signs/{organisation}/{id}/display answers: the message of the day, the spot price now,
 * the day's cheapest hours, every hour as a bar with its price, and the CO2 intensity now. A sign
 * switched off or gone says so and keeps reloading, so a screen comes back when it is switched on.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../schemas/core/primitives.js';
import { OBJECT_ID_PATTERN } from '../../../schemas/core/primitives.js';
import { SIGN_REFRESH_SECONDS, type SignDisplay } from '../../../schemas/sign.js';
import { formatMoney, formatOther, formatTime } from '../../format/index.js';
import { signDisplay } from '../routes/signs.js';
import type { Services } from '../services.js';
import { escapeHtml } from './html.js';
import type { PageHeaders } from './security-headers.js';

type Word = 'title' | 'spotNow' | 'today' | 'cheapest' | 'hour' | 'price' | 'co2Now' | 'updated' | 'noPrices' | 'off' | 'cheap';

/** en, sv, nb, nn, fi, de. */
const WORDS: Readonly<Record<Word, readonly [string, string, string, string, string, string]>> = {
  title: ['Energy now in %{zone}', 'Energi just nu i %{zone}', 'Energi nå i %{zone}', 'Energi no i %{zone}', 'Energia nyt alueella %{zone}', 'Energie jetzt in %{zone}'],
  spotNow: ['Electricity price now', 'Elpriset just nu', 'Strømprisen nå', 'Straumprisen no', 'Sähkön hinta nyt', 'Strompreis jetzt'],
  today: ['Spot price today, hour by hour', 'Spotpris i dag, timme för timme', 'Spotpris i dag, time for time', 'Spotpris i dag, time for time', 'Pörssihinta tänään tunneittain', 'Spotpreis heute, Stunde für Stunde'],
  cheapest: ['Cheapest hours today', 'Billigaste timmarna i dag', 'Billigste timer i dag', 'Billegaste timar i dag', 'Edullisimmat tunnit tänään', 'Günstigste Stunden heute'],
  hour: ['Hour', 'Timme', 'Time', 'Time', 'Tunti', 'Stunde'],
  price: ['Price', 'Pris', 'Pris', 'Pris', 'Hinta', 'Preis'],
  co2Now: ['CO2 intensity now', 'Koldioxidintensitet just nu', 'CO2-intensitet nå', 'CO2-intensitet no', 'CO2-intensiteetti nyt', 'CO2-Intensität jetzt'],
  updated: ['Updated %{time}', 'Uppdaterad %{time}', 'Oppdatert %{time}', 'Oppdatert %{time}', 'Päivitetty %{time}', 'Aktualisiert %{time}'],
  noPrices: ["Today's prices are not known yet.", 'Dagens priser är inte kända än.', 'Dagens priser er ikke kjent ennå.', 'Prisane for i dag er ikkje kjende enno.', 'Tämän päivän hintoja ei vielä tiedetä.', 'Die heutigen Preise sind noch nicht bekannt.'],
  off: ['This sign is switched off.', 'Den här skylten är avstängd.', 'Denne skjermen er slått av.', 'Denne skjermen er slått av.', 'Tämä näyttö on pois päältä.', 'Diese Anzeige ist ausgeschaltet.'],
  cheap: ['cheap', 'billig', 'billig', 'billeg', 'edullinen', 'günstig'],
};
const LANGUAGES: readonly Language[] = ['en', 'sv', 'nb', 'nn', 'fi', 'de'];

function say(language: Language, word: Word, values: Readonly<Record<string, string>> = {}): string {
  const text = WORDS[word][LANGUAGES.indexOf(language)] ?? WORDS[word][0];
  return escapeHtml(text.replace(/%\{(\w+)\}/g, (_m, name: string) => values[name] ?? ''));
}

const STYLE = `
:root{--bg:#ffffff;--fg:#111827;--muted:#4b5563;--bar:#94a3b8;--cheap:#0f7b3f;--card:#f3f4f6}
[data-theme=dark]{--bg:#0b1220;--fg:#f9fafb;--muted:#cbd5e1;--bar:#64748b;--cheap:#4ade80;--card:#1e293b}
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{background:var(--bg);color:var(--fg);font-family:system-ui,sans-serif;font-size:clamp(16px,1.6vw,40px);line-height:1.3;padding:3vh 4vw;display:flex;flex-direction:column;gap:3vh}
h1,h2{margin:0;font-weight:600}h1{font-size:1.4em}h2{font-size:1.1em;color:var(--muted)}
.message{font-size:1.6em;font-weight:600;margin:0}
.figures{display:flex;gap:3vw;flex-wrap:wrap}.figure{background:var(--card);border-radius:.5em;padding:.8em 1.2em;flex:1;min-width:12em}
.big{font-size:2.6em;font-weight:700;margin:.1em 0 0}
ol.cheapest{list-style:none;margin:.3em 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.4em 1.2em}ol.cheapest li{color:var(--cheap);font-weight:600}
table{border-collapse:collapse;width:100%;font-size:.8em}th,td{padding:.1em .4em;text-align:left}th{color:var(--muted);font-weight:500}
td.bar{width:70%}td.bar span{display:block;height:.8em;background:var(--bar);border-radius:.2em}
tr.cheap td{color:var(--cheap);font-weight:600}tr.cheap td.bar span{background:var(--cheap)}tr.now td{outline:2px solid var(--fg)}
main{display:flex;flex-direction:column;gap:3vh}footer{color:var(--muted);font-size:.7em;margin-top:auto}`;

function screenPage(language: Language, theme: string, title: string, body: string, refreshSeconds: number): string {
  return `<!doctype html>
<html lang="${language}" data-theme="${escapeHtml(theme)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}<script>setTimeout(function(){location.reload()},${refreshSeconds * 1000})</script></body></html>`;
}

/** The screen of a sign that shows something. */
export function signHtml(d: SignDisplay): string {
  const { language, timeZone } = d;
  const time = (at: Date) => formatTime(at, { language, timeZone });
  const parts: string[] = [];
  if (d.message) parts.push(`<p class="message">${escapeHtml(d.message)}</p>`);
  const figures: string[] = [];
  const price = d.spotPrice;
  const money = (value: number) => escapeHtml(formatMoney(value, price!.currency, language, '/kWh').text);
  if (price?.now !== undefined) figures.push(`<section class="figure" aria-labelledby="now"><h2 id="now">${say(language, 'spotNow')}</h2><p class="big">${money(price.now)}</p></section>`);
  if (d.co2) figures.push(`<section class="figure" aria-labelledby="co2"><h2 id="co2">${say(language, 'co2Now')}</h2><p class="big">${escapeHtml(formatOther(d.co2.value, d.co2.unit, language).text)}</p></section>`);
  if (figures.length > 0) parts.push(`<div class="figures">${figures.join('')}</div>`);
  if (price) {
    const cheapest = price.hours.filter((h) => h.cheapest).sort((a, b) => a.start.getTime() - b.start.getTime());
    if (cheapest.length > 0) {
      parts.push(`<section aria-labelledby="cheapest"><h2 id="cheapest">${say(language, 'cheapest')}</h2><ol class="cheapest">${cheapest
        .map((h) => `<li>${escapeHtml(time(h.start))} · ${money(h.value)}</li>`).join('')}</ol></section>`);
    }
    const top = Math.max(...price.hours.map((h) => h.value), 0.000001);
    const nowMs = d.generatedAt.getTime();
    const rows = price.hours.map((h) => {
      const classes = [h.cheapest ? 'cheap' : '', h.start.getTime() <= nowMs && nowMs < h.start.getTime() + 3_600_000 ? 'now' : ''].filter(Boolean).join(' ');
      const width = Math.max(0, Math.round((h.value / top) * 100));
      return `<tr${classes ? ` class="${classes}"` : ''}><td>${escapeHtml(time(h.start))}</td><td>${money(h.value)}${h.cheapest ? ` (${say(language, 'cheap')})` : ''}</td><td class="bar" aria-hidden="true"><span style="width:${width}%"></span></td></tr>`;
    });
    parts.push(`<section aria-labelledby="hours"><h2 id="hours">${say(language, 'today')}</h2><table><thead><tr><th scope="col">${say(language, 'hour')}</th><th scope="col">${say(language, 'price')}</th><th aria-hidden="true"></th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`);
  } else if (!d.message && !d.co2) {
    parts.push(`<p>${say(language, 'noPrices')}</p>`);
  }
  const heading = `<h1>${say(language, 'title', { zone: d.priceZone })}</h1>`;
  const footer = `<footer>${escapeHtml(d.name)} · ${say(language, 'updated', { time: time(d.generatedAt) })}</footer>`;
  return screenPage(language, d.theme, d.name, `<main>${heading}${parts.join('')}</main>${footer}`, d.refreshSeconds);
}

/** The screen of a sign switched off, deleted or never made. */
export function signOffHtml(): string {
  return screenPage('en', 'dark', 'Sign', `<main><h1>${say('en', 'off')}</h1></main>`, SIGN_REFRESH_SECONDS);
}

export function registerSignPages(app: FastifyInstance, services: Services, headers: PageHeaders): void {
  app.get('/signs/:organisation/:id', async (request, reply) => {
    const { organisation, id } = request.params as { organisation: string; id: string };
    const display = OBJECT_ID_PATTERN.test(id) ? await signDisplay(services, organisation, id) : undefined;
    reply.code(display ? 200 : 404).header('cache-control', 'no-store');
    // The console shows the screen in a frame as its preview (same origin); its reload script is hashed.
    return headers.send(reply, display ? signHtml(display) : signOffHtml(), { frameAncestors: "'self'" });
  });
}
