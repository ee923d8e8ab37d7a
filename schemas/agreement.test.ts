import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  AgreementInfoKey, AgreementType, INQUIRY_STATUS_MOVES, InquiryStatusMove, InquiryStatusUpdateBody, agreementDomain, canMoveInquiry, inquiryMoveMessage,
} from './agreement.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('agreement enumerations (platform-contract §3, portal §2)', () => {
  it.each([
    ['AgreementType', AgreementType.options, ['hourlySpot', 'monthlySpot', 'fixed', 'mixed', '15minSpot']],
    ['AgreementInfoKey', AgreementInfoKey.options, ['status', 'startDate', 'endDate', 'surcharge', 'monthlyFee', 'price', 'energyTax', 'consumptionPrice']],
  ])('%s', (_name, options, expected) => expect([...options]).toEqual(expected));
  it('the manifest lists every rule', () => expect(Object.keys(agreementDomain.rules).sort()).toEqual(['inquiryStatusMoves', 'inquiryStatusUpdate']));
});

describe('inquiry status: pending → accepted | rejected; accepted → rejected; rejected final (portal §4)', () => {
  it('the moves as data', () => expect(INQUIRY_STATUS_MOVES).toEqual({ pending: ['accepted', 'rejected'], accepted: ['rejected'], rejected: [] }));

  it.each([
    ['pending', 'accepted', true],
    ['pending', 'rejected', true],
    ['accepted', 'rejected', true],
    ['pending', 'pending', false],
    ['accepted', 'pending', false],
    ['accepted', 'accepted', false],
    ['rejected', 'pending', false],
    ['rejected', 'accepted', false],
    ['rejected', 'rejected', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMoveInquiry(from, to)).toBe(allowed);
    expect(firstMessage(InquiryStatusMove, { from, to })).toBe(allowed ? null : inquiryMoveMessage(from, to));
  });

  it('the message names both statuses', () => expect(inquiryMoveMessage('rejected', 'accepted')).toBe('Inquiry status cannot move from rejected to accepted'));
});

describe('status update body (portal §7: body status)', () => {
  it.each([
    ['accepted', { status: 'accepted' }, true],
    ['rejected', { status: 'rejected' }, true],
    ['pending is never a target', { status: 'pending' }, false],
    ['unknown status', { status: 'approved' }, false],
    ['extra field (strict)', { status: 'accepted', note: 'x' }, false],
  ])('%s', (_case, body, ok) => expect(InquiryStatusUpdateBody.safeParse(body).success).toBe(ok));
});
