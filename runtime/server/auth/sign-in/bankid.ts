/**
 * BANKID through the built-in test identity provider. With a personal id the sign-in is an order
 * for that person; without, the client shows a QR code whose content changes every second (an
 * HMAC of the order's QR secret and the current second, as BankID's animated QR). The person
 * approves or cancels on the simulator page (pages.ts), or tests call the developer API. Orders
 * time out with the sign-in (10 minutes, sign-in-sessions.ts).
 */
import { createHmac } from 'node:crypto';
import type { BankIdSignIn, SignInSession } from '../../../../schemas/auth.js';
import type { z } from 'zod';
import { problem } from '../../errors.js';
import { newId, randomToken } from '../../ids.js';
import { insertSignInUser, personalIdKey, userByPersonalId } from '../../repositories/sign-in-users.js';
import type { Services } from '../../services.js';
import { completeSignIn, createSignIn, failSignIn, findSignIn, sessionAnswer, type SignInRecord } from '../sign-in-sessions.js';
import type { SignInContext } from './context.js';

export interface BankIdOrderData {
  readonly personalId?: string;
  /** QR orders: the start token shown in the QR content, and the secret its per-second code is made from. */
  readonly qrStartToken?: string;
  readonly qrSecret?: string;
  readonly createUserIfMissing?: boolean;
}

/** The QR content at `now`: bankid.<start token>.<seconds since the order>.<HMAC of the secret and that second>. */
export function qrDataAt(order: BankIdOrderData, createdAt: Date, now: Date): string | undefined {
  if (!order.qrStartToken || !order.qrSecret) return undefined;
  const second = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));
  const code = createHmac('sha256', order.qrSecret).update(String(Math.floor(now.getTime() / 1000))).digest('hex').slice(0, 32);
  return `bankid.${order.qrStartToken}.${second}.${code}`;
}

export async function bankIdSignIn(c: SignInContext, body: z.output<typeof BankIdSignIn>): Promise<SignInSession> {
  const now = c.services.clock.now();
  const data: BankIdOrderData = body.personalId
    ? { personalId: body.personalId, createUserIfMissing: body.createUserIfMissing === true }
    : { qrStartToken: randomToken(16), qrSecret: randomToken(32), createUserIfMissing: body.createUserIfMissing === true };
  const s = await createSignIn(c.services.db, { organisation: body.organisation, accessType: 'BANKID', data: { ...data } }, now);
  return bankIdAnswer(s, now);
}

/** The polled answer: QR orders in process carry the current QR content. */
export function bankIdAnswer(s: SignInRecord, now: Date): SignInSession {
  const qrData = s.status === 'process' ? qrDataAt(s.data as BankIdOrderData, s.createdAt, now) : undefined;
  return sessionAnswer(s, qrData ? { qrData } : {});
}

async function pendingOrder(services: Services, ref: string): Promise<SignInRecord> {
  const s = await findSignIn(services.db, ref, services.clock.now());
  if (!s || s.accessType !== 'BANKID') throw problem('notFound');
  if (s.status !== 'process') throw problem('conflict', { message: `The BankID order is ${s.status === 'error' && s.errorKey === 'timeout' ? 'timed out' : s.status}` });
  return s;
}

/**
 * The person approves: the order's own personal id, or for a QR order the one given. A person with
 * no user gets one when the sign-in asked createUserIfMissing (the token fetch then starts account
 * creation); otherwise the sign-in fails with errorNoAccount.
 */
export async function approveBankIdOrder(services: Services, ref: string, personalId: string | undefined): Promise<SignInRecord> {
  const s = await pendingOrder(services, ref);
  const order = s.data as BankIdOrderData;
  const who = order.personalId ?? personalId;
  if (!who) throw problem('validationError', { message: 'personalId is required for a QR order' });
  if (order.personalId && personalId && personalIdKey(personalId) !== personalIdKey(order.personalId)) {
    throw problem('validationError', { message: 'The order is for another person' });
  }
  const now = services.clock.now();
  await services.db.tx(async (q) => {
    let user = await userByPersonalId(q, s.organisation, who);
    if (!user && order.createUserIfMissing) user = await insertSignInUser(q, { id: newId(now), organisation: s.organisation, personalId: who, now });
    if (!user) {
      await failSignIn(q, ref, 'error', 'errorNoAccount', 'No account for that personal id');
      return;
    }
    await completeSignIn(q, ref, { kind: 'customer', id: user.id }, now);
  });
  return (await findSignIn(services.db, ref, now))!;
}

export async function cancelBankIdOrder(services: Services, ref: string): Promise<SignInRecord> {
  await pendingOrder(services, ref);
  await failSignIn(services.db, ref, 'aborted', 'userCancel', 'The BankID order was cancelled');
  return (await findSignIn(services.db, ref, services.clock.now()))!;
}
