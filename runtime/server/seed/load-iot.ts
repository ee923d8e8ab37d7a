/**
 * Writes the demo tenant's connected devices: each account's IoT settings with its brands connected
 * as a sign-in would connect them (the built-in provider's devices), then timers and favourites.
 * Devices were connected three months before the seeding month, so they have a history to show.
 */
import type { Queryable } from '../db/database.js';
import { connectBrand } from '../iot/connect.js';
import { providerDeviceId } from '../iot/catalogue.js';
import { ensureSettings, devicesOfSettings, insertAction, insertFavorite, saveSettings } from '../repositories/iot.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

const CONNECTED_BEFORE_MS = 90 * 86_400_000;

export async function loadIot(q: Queryable, demo: DemoTenant, ctx: SeedContext): Promise<void> {
  const connectedAt = new Date(ctx.now.getTime() - CONNECTED_BEFORE_MS);
  for (const s of demo.iot) {
    let row = await ensureSettings(q, s._id, s.accountId, demo.organisation.code, connectedAt);
    for (const { brand, locationId } of s.brands) row = await connectBrand(q, row, brand, { locationId, now: connectedAt });
    row = { ...row, accepted_providers: s.acceptedProviders.map((provider) => ({ provider, acceptedAt: connectedAt.toISOString() })) };
    await saveSettings(q, row, connectedAt);
    const devices = await devicesOfSettings(q, row.id);
    const first = (brand: string) => {
      const d = devices.find((x) => x.vendor === brand);
      if (!d) throw new Error(`demo IoT: ${brand} is not connected on ${s.accountId}`);
      return d;
    };
    for (const t of s.timers) {
      await insertAction(q, {
        _id: t._id, settingsId: row.id, brand: t.brand, remoteId: first(t.brand).remote_id, type: 'timer', enabled: true, hours: t.hours,
        window: t.window, days: [...t.days], lastRunAt: null, createdAt: connectedAt, updatedAt: connectedAt,
      });
    }
    for (const f of s.favorites) {
      const d = first(f.brand);
      const id = providerDeviceId({ provider: d.provider, vendor: d.vendor, kind: d.kind, remoteId: d.remote_id });
      if (!id) throw new Error(`demo IoT: ${f.brand} devices have no provider device id`);
      await insertFavorite(q, row.id, { _id: f._id, providerDeviceId: id, userId: f.userId, locationId: f.locationId }, connectedAt);
    }
  }
}
