/**
 * Messages, push, e-mail, notifications sync, disruptions and the other account-service calls of
 * platform-contract §7 "Inbox, messages, email, other" and back-office §7 "Messaging and support".
 * Paths the spec writes without a prefix get the base /v3/account (docs/decisions.md "Path bases").
 * Push tokens and users' notification settings are in users.ts.
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { access, type Access } from './access.js';
import { ok, NoContent, Success } from '../core/envelope.js';
import { IsoDate, ObjectId, OrganisationCode } from '../core/primitives.js';
import { PriceZone } from '../geography.js';
import { LocationIdParams } from '../location.js';
import { RequiredTimeZone } from '../measurement.js';
import {
  Disruption, DisruptionStatus, EmailDeeplinkInput, EmailTestInput, InboxChangeCount, InboxItemInput, NotificationsSyncInput,
  PushSendInput, PushSendResult,
} from '../inbox.js';
import { Asset, ASSET_MAX_BYTES, AssetUpload, RecyclingCentral, WasteRemoval, ZoneDayPrices } from '../support-services.js';

const SPEC = 'platform-contract §7 Inbox, messages, email, other' as const;
const BO = 'back-office §7 Messaging and support' as const;
/** The inbox writers, and organisation API tokens allowed to send messages. */
const sendAccess: Access = { ...access.inboxWrite, apiToken: ['sendMessage'] };

export const messagingArea = defineArea('messaging', 'Messages, push, e-mail, disruptions, waste, prices and assets', {
  createMessage: endpoint({
    method: 'POST',
    path: '/v3/account/messages/create',
    summary: 'Send an inbox message to its recipients (and a push when pushType is set)',
    body: InboxItemInput,
    responses: { 201: ok(InboxChangeCount) },
    access: sendAccess,
    spec: [SPEC, BO],
    decision: 'Message create and push send bodies',
  }),
  sendPushNotification: endpoint({
    method: 'POST',
    path: '/v3/account/messages/push/send',
    summary: 'Send a push notification to recipients',
    body: PushSendInput,
    responses: { 200: ok(PushSendResult) },
    access: sendAccess,
    spec: [SPEC, BO],
    decision: 'Message create and push send bodies',
  }),
  sendTestEmail: endpoint({
    method: 'POST',
    path: '/v3/account/email/test',
    summary: 'Send a test e-mail of a type to an address',
    body: EmailTestInput,
    responses: { 200: Success },
    access: access.inboxAdmin,
    spec: SPEC,
    decision: 'E-mail test and deeplink',
  }),
  sendDeeplinkEmail: endpoint({
    method: 'POST',
    path: '/v3/account/email/deeplink',
    summary: 'E-mail the signed-in user a link that opens the app',
    body: EmailDeeplinkInput,
    responses: { 200: Success },
    access: access.ownUser,
    spec: SPEC,
    decision: 'E-mail test and deeplink',
  }),
  syncNotifications: endpoint({
    method: 'PUT',
    path: '/v3/account/notifications/sync',
    summary: 'Re-derive the notification subscriptions of accounts from their settings',
    body: NotificationsSyncInput,
    responses: { 200: ok(InboxChangeCount) },
    access: access.staff('ADMIN', 'SERVICE', 'ORG_ADMIN'),
    spec: SPEC,
    decision: 'Notifications sync',
  }),
  listDisruptions: endpoint({
    method: 'GET',
    path: '/v3/account/disruptions',
    summary: 'List disruptions that affect a location (or all of the organisation)',
    query: z.object({ locationId: ObjectId.optional(), status: DisruptionStatus.optional() }),
    responses: { 200: ok(z.array(Disruption)) },
    access: access.customerRead,
    spec: [SPEC, 'portal §2 Shell'],
    decision: 'Disruption',
  }),
  getWasteRemoval: endpoint({
    method: 'GET',
    path: '/v3/account/wasteRemoval/{id}',
    summary: 'Get the coming waste pickups of a location',
    params: LocationIdParams,
    responses: { 200: ok(WasteRemoval), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'Waste and recycling',
  }),
  listRecyclingCentrals: endpoint({
    method: 'GET',
    path: '/v3/account/recyclingcentral',
    summary: 'List the recycling centrals near an account\'s locations',
    query: z.object({ accountId: ObjectId }),
    responses: { 200: ok(z.array(RecyclingCentral)) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'Waste and recycling',
  }),
  getZonePrices: endpoint({
    method: 'GET',
    path: '/v3/account/prices/{date}/zone/{zone}',
    summary: 'Get the spot prices of one day in a price zone',
    params: z.object({ date: IsoDate, zone: PriceZone }),
    query: z.object({ timeZone: RequiredTimeZone.meta({ description: 'Required: spot-price queries need a time zone (platform-contract §5)' }) }),
    responses: { 200: ok(ZoneDayPrices), ...errors(404) },
    access: access.public,
    spec: [SPEC, 'platform-contract §5'],
    decision: 'Zone prices path',
  }),
  listAssets: endpoint({
    method: 'GET',
    path: '/v3/assets',
    summary: 'List an organisation\'s assets',
    query: z.object({ organisation: OrganisationCode, prefix: z.string().optional().meta({ description: 'Only names starting with this' }) }),
    responses: { 200: ok(z.array(Asset)) },
    access: access.console,
    spec: [SPEC, 'back-office §1'],
    decision: 'Assets',
  }),
  putAsset: endpoint({
    method: 'PUT',
    path: '/v3/assets',
    summary: 'Upload or replace an asset',
    body: AssetUpload,
    // base64 is 4/3 of the file, plus the JSON around it.
    maxBodyBytes: Math.ceil((ASSET_MAX_BYTES * 4) / 3) + 64 * 1024,
    responses: { 200: ok(Asset), ...errors(413) },
    access: access.assetEditors,
    spec: [SPEC, 'back-office §1'],
    decision: 'Assets',
  }),
  deleteAsset: endpoint({
    method: 'DELETE',
    path: '/v3/assets',
    summary: 'Delete an asset',
    query: z.object({ organisation: OrganisationCode, name: z.string().min(1) }),
    responses: { 204: NoContent, ...errors(404) },
    access: access.assetEditors,
    spec: [SPEC, 'back-office §1'],
    decision: 'Assets',
  }),
});
