/**
 * The demo customers' phones that registered for pushes (PUT /users/{id}/pushtoken): Kari's iPhone
 * and Ingrid's Android phone, so a push from the console's inbox composer reaches devices and lands
 * in push_notifications (the development stand-in for the push gateway). Tokens are fake but have
 * the platforms' shapes: an APNs device token is 64 hex digits, an FCM registration token a
 * 22-character instance id, ':APA91b' and about 140 base64url characters.
 */
import { createHash } from 'node:crypto';
import type { PushPlatform } from '../../../../schemas/inbox.js';
import type { DemoCustomer, DemoPushDevice } from '../demo-tenant.js';
import { addDays } from './calendar.js';

interface DeviceSpec {
  readonly customer: string;
  readonly device: string;
  readonly platform: Exclude<PushPlatform, 'web'>;
  /** Days before the first of the seeding month that the app registered. */
  readonly daysAgo: number;
}

const DEVICES: readonly DeviceSpec[] = [
  { customer: 'kari', device: 'iphone', platform: 'ios', daysAgo: 41 },
  { customer: 'ingrid', device: 'android-phone', platform: 'android', daysAgo: 75 },
];

const digest = (name: string, encoding: 'hex' | 'base64url') => createHash('sha256').update(name).digest(encoding);

/** A token of the platform's shape, the same for the same name. */
function deviceToken(platform: DeviceSpec['platform'], name: string): string {
  if (platform === 'ios') return digest(name, 'hex');
  const body = [1, 2, 3, 4].map((i) => digest(`${name}:${i}`, 'base64url')).join('').slice(0, 134);
  return `${digest(`${name}:instance`, 'base64url').slice(0, 22)}:APA91b${body}`;
}

/** The registered devices of organisation `org`'s demo customers, counted from `base`. */
export function demoPushDevices(org: string, customers: readonly DemoCustomer[], base: Date): DemoPushDevice[] {
  return DEVICES.map((d) => {
    const user = customers.find((c) => c.key === d.customer)?.user;
    if (!user) throw new Error(`Demo push device ${d.device}: no customer ${d.customer}`);
    return { customer: d.customer, userId: user._id, platform: d.platform, token: deviceToken(d.platform, `${org}:push:${d.customer}:${d.device}`), registeredAt: addDays(base, -d.daysAgo) };
  });
}
