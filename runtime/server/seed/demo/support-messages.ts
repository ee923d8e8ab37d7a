/** Support threads of the demo accounts: Kari asked about a high invoice and got an answer; others have none. */
import type { SupportMessage } from '../../../../schemas/support.js';
import { stableId } from '../../ids.js';
import { addDays, addHours } from './calendar.js';

export function supportThread(org: string, accountKey: string, accountId: string, ownerId: string, base: Date): SupportMessage[] {
  if (accountKey !== 'kari') return [];
  const asked = addHours(addDays(base, -12), 9);
  const answered = addHours(asked, 26);
  const message = (n: number, m: Omit<SupportMessage, '_id' | 'accountId'>): SupportMessage => ({ _id: stableId(`${org}:support:${accountKey}:${n}`), accountId, ...m });
  return [
    message(1, { userId: ownerId, from: 'customer', text: 'Hei! Den siste fakturaen ble mye høyere enn vanlig. Kan dere sjekke om målerverdiene stemmer?', createdAt: asked, readAt: addHours(asked, 3) }),
    message(2, { userId: null, from: 'staff', text: 'Hei Kari! Vi har sjekket målerverdiene, og de stemmer. Forbruket var høyere enn i samme måned i fjor, og spotprisen var høy i flere uker. Ta gjerne kontakt hvis du vil gå gjennom forbruket sammen med oss.', createdAt: answered, readAt: addHours(answered, 5) }),
    message(3, { userId: ownerId, from: 'customer', text: 'Takk for raskt svar! Da forstår jeg.', createdAt: addHours(answered, 6), readAt: null }),
  ];
}
