/**
 * Handlers of the signs area (schemas/endpoints/signs.ts): console staff keep an organisation's
 * signs (every change audited in its transaction), and a sign's screen reads what it shows now,
 * without a token: today's hourly spot prices of its zone with the cheapest hours marked, the
 * zone's CO2 intensity this hour, and its message. The router holds org-bound staff to the path's
 * organisation, so another organisation's signs are never reached.
 */
import { SIGN_REFRESH_SECONDS, type SignDisplay } from '../../../schemas/sign.js';
import { signsArea } from '../../../schemas/endpoints/signs.js';
import { currencyFromPriceZone, timeZoneFromPriceZone } from '../../format/geography.js';
import { auditOf, auditStaffChange } from '../audit.js';
import type { Principal } from '../auth/principal.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { addDays, localDate, startOfLocalDay } from '../local-time.js';
import { zonePeriods } from '../repositories/zone-data.js';
import * as repo from '../repositories/signs.js';
import type { Services } from '../services.js';

const HOUR_MS = 3_600_000;
const RESOURCE = 'signs';

const authorOf = (p: Principal): string | null => (p.kind === 'staff' ? p.adminId : null);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * What a sign shows now, or undefined when there is no such sign or it is switched off. Prices are
 * the zone's hours of the local day; the cheapest hours are the sign's count of lowest prices (the
 * earlier hour first on a tie). The page at /signs/{organisation}/{id} renders the same answer.
 */
export async function signDisplay(services: Services, organisation: string, id: string): Promise<SignDisplay | undefined> {
  const sign = await repo.findSign(services.db, services.config.publicUrl, organisation, id);
  if (!sign?.enabled) return undefined;
  const now = services.clock.now();
  const timeZone = timeZoneFromPriceZone(sign.priceZone);
  const today = localDate(now, timeZone);
  const hours = sign.showSpotPrice || sign.showCo2
    ? await zonePeriods(services.db, sign.priceZone, startOfLocalDay(today, timeZone), startOfLocalDay(addDays(today, 1), timeZone), 'hour', timeZone)
    : [];
  const current = hours.find((h) => h.start.getTime() <= now.getTime() && now.getTime() < h.start.getTime() + HOUR_MS);
  const cheapest = new Set(
    [...hours].sort((a, b) => a.price - b.price || a.start.getTime() - b.start.getTime()).slice(0, sign.cheapestHours).map((h) => h.start.getTime()),
  );
  const currency = currencyFromPriceZone(sign.priceZone);
  return {
    _id: sign._id, organisation: sign.organisation, name: sign.name, language: sign.language, theme: sign.theme, priceZone: sign.priceZone, timeZone,
    ...(sign.message ? { message: sign.message } : {}),
    generatedAt: now, refreshSeconds: SIGN_REFRESH_SECONDS,
    ...(sign.showSpotPrice && hours.length > 0
      ? {
          spotPrice: {
            date: today, currency, unit: currency === 'EUR' ? 'EUR/kWh' : 'kr/kWh',
            ...(current ? { now: round(current.price, 5) } : {}),
            hours: hours.map((h) => ({ start: h.start, value: round(h.price, 5), cheapest: cheapest.has(h.start.getTime()) })),
          },
        }
      : {}),
    ...(sign.showCo2 && current ? { co2: { value: round(current.co2, 1), unit: 'gCO2/kWh' as const, at: current.start } } : {}),
  };
}

export const signsHandlers = defineHandlers(signsArea, {
  async listSigns(ctx) {
    return { data: await repo.listSigns(ctx.services.db, ctx.services.config.publicUrl, ctx.params.organisation) };
  },

  async getSign(ctx) {
    const sign = await repo.findSign(ctx.services.db, ctx.services.config.publicUrl, ctx.params.organisation, ctx.params.id);
    if (!sign) throw problem('notFound');
    return { data: sign };
  },

  async createSign(ctx) {
    const { db, config, clock } = ctx.services;
    const { organisation } = ctx.params;
    const now = clock.now();
    const id = newId(now);
    return db.tx(async (q) => {
      await repo.insertSign(q, id, organisation, ctx.body, authorOf(ctx.principal), now);
      const after = (await repo.findSign(q, config.publicUrl, organisation, id))!;
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: RESOURCE, resourceId: id, organisation, after });
      return { data: after };
    });
  },

  async updateSign(ctx) {
    const { db, config, clock } = ctx.services;
    const { organisation, id } = ctx.params;
    return db.tx(async (q) => {
      const before = await repo.findSign(q, config.publicUrl, organisation, id, true);
      if (!before) throw problem('notFound');
      await repo.updateSign(q, organisation, id, ctx.body, authorOf(ctx.principal), clock.now());
      const after = (await repo.findSign(q, config.publicUrl, organisation, id))!;
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: RESOURCE, resourceId: id, organisation, before, after });
      return { data: after };
    });
  },

  async deleteSign(ctx) {
    const { db, config } = ctx.services;
    const { organisation, id } = ctx.params;
    await db.tx(async (q) => {
      const before = await repo.findSign(q, config.publicUrl, organisation, id, true);
      if (!before) throw problem('notFound');
      await repo.deleteSign(q, organisation, id);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: RESOURCE, resourceId: id, organisation, before });
    });
    return undefined;
  },

  async getSignDisplay(ctx) {
    const display = await signDisplay(ctx.services, ctx.params.organisation, ctx.params.id);
    if (!display) throw problem('notFound');
    return { data: display };
  },
});
