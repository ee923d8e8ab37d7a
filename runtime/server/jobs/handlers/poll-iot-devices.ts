/**
 * pollIotDevices (issue 20 §1; docs/decisions.md "Polling connected devices", "Timer actions applied
 * by the poll", "Smart charging plans applied by the poll"): reads every connected device of the
 * job's organisation (a platform-wide job: of every organisation) through its provider adapter and
 * stores the reading, then applies what is due: smart-charging overrides whose time ran out end and
 * the plan takes over, and each enabled timer switches its device when its decision changed since it
 * was last applied. Each device and timer is its own transaction, its rows locked, so a second run or
 * a second server applies nothing twice; a device that fails to answer fails the run after the rest
 * are done (the engine records the error and retries).
 */
import type { JobHandler, JobRunContext } from '../handler.js';
import { providerAdapter, emulated } from '../../iot/provider.js';
import { overrideEnded, smartChargingSettings } from '../../iot/smart-charging.js';
import { applyTimer } from '../../iot/timer-apply.js';
import { actionById, connectedDevices, deviceByKey, enabledActions, storeReading, updateDevice } from '../../repositories/iot.js';

export interface PollOutcome {
  readonly polled: number;
  readonly overridesEnded: number;
  readonly timersApplied: number;
}

export async function pollDevices({ services, job, now }: JobRunContext): Promise<PollOutcome> {
  const { db } = services;
  const organisation = job.organisation ?? undefined;
  const failures: string[] = [];
  let polled = 0;
  let overridesEnded = 0;
  let timersApplied = 0;

  for (const d of await connectedDevices(db, organisation)) {
    try {
      const reading = await providerAdapter(d.provider).latestReading(d, now);
      await storeReading(db, d.vendor, d.remote_id, reading, now);
      polled += 1;
    } catch (error) {
      failures.push(`${d.vendor}:${d.remote_id}: ${(error as Error).message}`);
    }
    if (!smartChargingSettings(emulated(d)).spoOverridden) continue;
    await db.tx(async (q) => {
      const device = await deviceByKey(q, d.vendor, d.remote_id, true);
      const ended = device && overrideEnded(smartChargingSettings(emulated(device)), now);
      if (!device || !ended) return;
      const state = { ...device.state, smartCharging: ended };
      // As the owner's override was not audited, neither is its end: the device's state shows it.
      await updateDevice(q, device.vendor, device.remote_id, { state });
      overridesEnded += 1;
    });
  }

  for (const a of await enabledActions(db, organisation)) {
    await db.tx(async (q) => {
      const action = await actionById(q, a._id, true);
      const device = action && (await deviceByKey(q, action.brand, action.remoteId, true));
      // Switched off or removed meanwhile; an offline device cannot be switched and is tried at the next poll.
      if (!action?.enabled || !device?.is_online) return;
      const applied = await applyTimer(q, action, device, a.accountId, now, { due: true });
      // The owner's own timer switching the owner's device is no admin change: its record is the action's lastRunAt.
      if (applied) timersApplied += 1;
    });
  }

  if (failures.length > 0) throw new Error(`${failures.length} device(s) did not answer: ${failures.slice(0, 5).join('; ')}`);
  return { polled, overridesEnded, timersApplied };
}

export const pollIotDevicesHandler: JobHandler = {
  run: async (ctx) => void (await pollDevices(ctx)),
};
