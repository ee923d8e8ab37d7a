/**
 * The account-service information calls of platform-contract §7 "Inbox, messages, email, other" whose
 * shapes are not shown: waste removal, recycling centrals, zone prices and assets. Part of the support
 * domain: every export is listed in `supportDomain` (schemas/support.ts).
 */
import { z } from 'zod';
import { IsoDate, Latitude, Longitude, ObjectId, OrganisationCode, Timestamp, WebUrl } from './core/primitives.js';
import { Currency, PriceZone, TimeZoneName } from './geography.js';
import { SpotPrice } from './measurement.js';

/** platform-contract §7 GET wasteRemoval/{id}: the pickups of a location (docs/decisions.md "Waste and recycling"). */
export const WasteRemoval = z
  .object({
    locationId: ObjectId,
    pickups: z.array(
      z.object({
        date: IsoDate,
        fraction: z.string().min(1).meta({ description: 'What is collected, e.g. food, residual, paper' }),
        container: z.string().optional(),
      }),
    ),
  })
  .meta({ title: 'Waste removal', description: 'Coming waste pickups at a location' });
export type WasteRemoval = z.infer<typeof WasteRemoval>;

/** platform-contract §7 GET recyclingcentral (accountId): recycling centrals near the account's locations. */
export const RecyclingCentral = z
  .object({
    id: z.string().min(1),
    name: z.string(),
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    latitude: Latitude,
    longitude: Longitude,
    openingHours: z.array(z.string()).meta({ description: 'Opening hours, one line per day or period' }),
    url: WebUrl.optional(),
  })
  .meta({ title: 'Recycling central' });
export type RecyclingCentral = z.infer<typeof RecyclingCentral>;

/**
 * platform-contract §7 GET /prices/{x}/zone/{zone}: the spot prices of one day in a price zone; x is the
 * day (docs/decisions.md "Zone prices path").
 */
export const ZoneDayPrices = z
  .object({
    zone: PriceZone,
    date: IsoDate,
    timeZone: TimeZoneName,
    currency: Currency,
    unit: z.string().meta({ examples: ['kr/kWh', 'EUR/kWh'] }),
    prices: z.array(SpotPrice),
  })
  .meta({ title: 'Zone prices', description: 'Spot prices of one day in one price zone' });
export type ZoneDayPrices = z.infer<typeof ZoneDayPrices>;

const AssetName = z
  .string()
  .regex(/^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,199}$/, 'Asset name: letters, digits, . _ - and /, no ..')
  .meta({ description: 'Path of the asset within the organisation, e.g. home/banner.png' });

/** platform-contract §7 GET /v3/assets; back-office §1 "assets" page: an uploaded image or file (docs/decisions.md "Assets"). */
export const Asset = z
  .object({
    organisation: OrganisationCode,
    name: AssetName,
    url: WebUrl,
    contentType: z.string().regex(/^[a-z]+\/[A-Za-z0-9.+-]+$/),
    size: z.number().int().min(0).meta({ description: 'Bytes' }),
    updatedAt: Timestamp,
  })
  .meta({ title: 'Asset' });
export type Asset = z.infer<typeof Asset>;

/** The largest asset, in bytes once decoded (docs/decisions.md "Assets": 5 MB). */
export const ASSET_MAX_BYTES = 5 * 1024 * 1024;

/** platform-contract §7 PUT /v3/assets body: the file, base64-encoded (at most 5 MB decoded). */
export const AssetUpload = z
  .strictObject({
    organisation: OrganisationCode,
    name: AssetName,
    contentType: z.enum(['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp', 'image/gif', 'application/pdf', 'application/json']),
    content: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Base64').max(7_000_000),
  })
  .meta({ title: 'Asset upload' });

export const supportServiceEntities = { WasteRemoval, RecyclingCentral, ZoneDayPrices, Asset, AssetUpload };
