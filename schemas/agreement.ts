/**
 * Agreements, prices and third-party data inquiries (platform-contract §3 Invoice and agreement;
 * portal §2 Electricity agreement, §3, §4).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { IsoDate, ObjectId, Timestamp } from './core/primitives.js';
import { canMove, transitionSchema, type TransitionTable } from './core/transitions.js';
import { LocationServiceType } from './location.js';

/** Agreement types (platform-contract §3, portal §3). */
export const AgreementType = z.enum(['hourlySpot', 'monthlySpot', 'fixed', 'mixed', '15minSpot']);
export type AgreementType = z.infer<typeof AgreementType>;

/**
 * platform-contract §3: agreement info "keys include status, start date, end date, surcharge, monthly
 * fee, price, energy tax, consumption price" (portal §2 lists the same rows). The spec names them in
 * words; the values are their camelCase: docs/decisions.md "Agreement info keys".
 */
export const AgreementInfoKey = z.enum(['status', 'startDate', 'endDate', 'surcharge', 'monthlyFee', 'price', 'energyTax', 'consumptionPrice']);
export type AgreementInfoKey = z.infer<typeof AgreementInfoKey>;

/** platform-contract §3, portal §3, §4: third-party data inquiry status. */
export const InquiryStatus = z.enum(['pending', 'accepted', 'rejected']);
export type InquiryStatus = z.infer<typeof InquiryStatus>;

/**
 * portal §4, platform-contract §3: "pending can go to accepted or rejected; accepted can go to
 * rejected; rejected is final; a row with no moves shows only the status text".
 */
export const INQUIRY_STATUS_MOVES: TransitionTable<InquiryStatus> = {
  pending: ['accepted', 'rejected'],
  accepted: ['rejected'],
  rejected: [],
};

/** Whether an inquiry may move from one status to another (portal §4). */
export const canMoveInquiry = (from: InquiryStatus, to: InquiryStatus): boolean => canMove(INQUIRY_STATUS_MOVES, from, to);

/** Our message for a move INQUIRY_STATUS_MOVES does not allow (docs/decisions.md "Inquiry status update"). */
export const inquiryMoveMessage = (from: InquiryStatus, to: InquiryStatus) => `Inquiry status cannot move from ${from} to ${to}`;

/** portal §8: "Empty inquiry list text: 'No requests to handle yet'". */
export const NO_INQUIRIES_TEXT = 'No requests to handle yet';

// —— entities ——

/** platform-contract §3: "agreement info item: key, value, title, template". */
export const AgreementInfoItem = z
  .object({
    key: AgreementInfoKey,
    value: z.string().meta({ description: 'Raw value; unparsable dates are shown as they are (portal §2)' }),
    title: z.string().optional().meta({ description: 'Row label, when the provider gives one' }),
    template: z.string().optional().meta({ description: 'How to render the value, e.g. a unit pattern' }),
  })
  .meta({ title: 'Agreement info' });
export type AgreementInfoItem = z.infer<typeof AgreementInfoItem>;

/** platform-contract §3: "Price and discount items carry validFrom, validTo" (the rest: decision "Price and discount items"). */
export const PriceItem = z
  .object({
    name: z.string().min(1),
    value: z.number(),
    unit: z.string().min(1).meta({ description: 'e.g. kr/kWh, kr/month' }),
    validFrom: IsoDate,
    validTo: IsoDate.nullable().meta({ description: 'Null while the price holds' }),
  })
  .meta({ title: 'Price' });
export type PriceItem = z.infer<typeof PriceItem>;

/** platform-contract §3: "Price and discount items carry validFrom, validTo". */
export const DiscountItem = PriceItem.extend({
  unit: PriceItem.shape.unit.meta({ description: 'e.g. %, kr/kWh' }),
  validTo: PriceItem.shape.validTo.meta({ description: 'Null while the discount holds' }),
}).meta({ title: 'Discount' });
export type DiscountItem = z.infer<typeof DiscountItem>;

/**
 * platform-contract §3: "Agreement: startDate, endDate"; agreement types; portal §2 tabs "titled by
 * service type" and the info table. decision "Agreement fields".
 */
export const Agreement = z
  .object({
    id: z.string().min(1),
    type: AgreementType,
    serviceType: LocationServiceType.meta({ description: 'Titles the tab; consumption_grid shows the third-party data inquiries' }),
    startDate: IsoDate.nullable(),
    endDate: IsoDate.nullable(),
    info: z.array(AgreementInfoItem),
    prices: z.array(PriceItem).optional(),
    discounts: z.array(DiscountItem).optional(),
  })
  .meta({ title: 'Agreement' });
export type Agreement = z.infer<typeof Agreement>;

/** platform-contract §3, portal §3: "Third-party data inquiry: inquirer, inquiryDate, status" (+ _id to update it). */
export const ThirdPartyDataInquiry = z
  .object({
    _id: ObjectId,
    inquirer: z.string().min(1).meta({ description: 'Who asks for the data' }),
    inquiryDate: Timestamp,
    status: InquiryStatus,
  })
  .meta({ title: 'Third-party data inquiry' });
export type ThirdPartyDataInquiry = z.infer<typeof ThirdPartyDataInquiry>;

// —— rules ——

/** portal §7: third-party data inquiry "status update (body status)": only accepted or rejected are targets of a move. */
export const InquiryStatusUpdateBody = z.strictObject({ status: InquiryStatus.exclude(['pending']) });

/** portal §4: an inquiry status change (current status → requested status) checked against INQUIRY_STATUS_MOVES. */
export const InquiryStatusMove = transitionSchema(InquiryStatus, INQUIRY_STATUS_MOVES, inquiryMoveMessage);

export const agreementDomain = defineDomain({
  name: 'agreement',
  spec: ['platform-contract §3 Invoice and agreement', 'portal §3', 'portal §4'],
  enums: { AgreementType, AgreementInfoKey, InquiryStatus },
  entities: { AgreementInfoItem, PriceItem, DiscountItem, Agreement, ThirdPartyDataInquiry },
  rules: {
    inquiryStatusUpdate: rule({
      spec: 'portal §7',
      summary: 'Third-party data inquiry status update: body status accepted or rejected (pending is never a target)',
      schema: InquiryStatusUpdateBody,
    }),
    inquiryStatusMoves: rule({
      spec: 'portal §4',
      summary: 'Inquiry status: pending → accepted or rejected; accepted → rejected; rejected is final',
      schema: InquiryStatusMove,
      messages: ['Inquiry status cannot move from {from} to {to}'],
    }),
  },
});
