/**
 * Predictions of consumption (platform-contract §3 Predictions, §5, §7 "POST /v3/predictions/predictions,
 * /measurements, /locations, /compare (date as ISO string)"). Request bodies are strict and their
 * dates are coerced from ISO strings; the measurement and location bodies and the compare extra are
 * docs/decisions.md "Prediction bodies".
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { HourOfDay, ObjectId, Timestamp } from './core/primitives.js';
import { TimeZoneName } from './geography.js';
import { LocationServiceType } from './location.js';
import { MeterMeasurement, PartOfDay, SiteType, TimeEntity } from './measurement.js';

// —— request pieces ——

/** The message for a prediction date that is not an ISO string (docs/decisions.md "Prediction bodies"). */
export const DATE_INPUT_MESSAGE = 'Must be an ISO date or date-time string';
/**
 * platform-contract §5 "some dates coerced from strings", §7 "date as ISO string": an ISO date or
 * date-time string (or a Date the wire reviver already made), coerced into a Date. Other values
 * (numbers, null) are rejected rather than coerced.
 */
export const DateInput = z
  .union([z.date(), z.iso.datetime({ offset: true }), z.iso.date()], { error: DATE_INPUT_MESSAGE })
  .pipe(z.coerce.date());

/** "measurements (date, optional kWh or m3)": a meter measurement whose date arrives as an ISO string. */
const MeasurementInput = z.strictObject({ ...MeterMeasurement.shape, date: DateInput });

/** "site {type, area}": the site type and the geographic area whose weather drives the prediction. */
export const PredictionSite = z.strictObject({
  type: SiteType,
  area: z.string().min(1).meta({ description: 'Geographic area of the site (as in location data location.area)' }),
});

/** "options {startDate, endDate, timeEntity, timeZone, optional addDeviations}". */
export const PredictionOptions = z.strictObject({
  startDate: DateInput,
  endDate: DateInput,
  timeEntity: TimeEntity,
  timeZone: TimeZoneName,
  addDeviations: z.boolean().optional(),
});

// —— entities ——

/** platform-contract §3 Predictions: "Prediction input: measurements (date, optional kWh or m3), site {type, area}, options {...}". Strict. */
export const PredictionInput = z
  .strictObject({ measurements: z.array(MeasurementInput), site: PredictionSite, options: PredictionOptions })
  .meta({ title: 'Prediction input', description: 'Measurements to predict from' });
export type PredictionInput = z.infer<typeof PredictionInput>;

/** Body of POST /v3/predictions/measurements: the service's stored measurements (by measurementId) instead of sent ones. Strict. */
export const MeasurementPredictionInput = z
  .strictObject({
    measurementId: z.string().min(1).meta({ description: 'measurementId of the location service' }),
    site: PredictionSite,
    options: PredictionOptions,
  })
  .meta({ title: 'Measurement prediction input' });
export type MeasurementPredictionInput = z.infer<typeof MeasurementPredictionInput>;

/** Body of POST /v3/predictions/locations: a location's service, its site and area read from the location. Strict. */
export const LocationPredictionInput = z
  .strictObject({
    locationId: ObjectId,
    serviceType: LocationServiceType.optional().meta({ description: 'Which service to predict; default consumption_grid, else the first consumption service' }),
    options: PredictionOptions,
  })
  .meta({ title: 'Location prediction input' });
export type LocationPredictionInput = z.infer<typeof LocationPredictionInput>;

/**
 * platform-contract §3 Predictions: "Output rows: date, optional kWh, temperature, hour, uvIndex,
 * optional partOfDay, predictedKwh, highKwh, lowKwh".
 */
export const PredictionRow = z
  .object({
    date: Timestamp,
    kWh: z.number().optional().meta({ description: 'Measured value, when there is one' }),
    temperature: z.number().meta({ description: '°C' }),
    hour: HourOfDay,
    uvIndex: z.number().min(0),
    partOfDay: PartOfDay.optional(),
    predictedKwh: z.number(),
    highKwh: z.number(),
    lowKwh: z.number(),
  })
  .meta({ title: 'Prediction row', description: 'Predicted consumption of one period with its band' });
export type PredictionRow = z.infer<typeof PredictionRow>;

/** platform-contract §3 Predictions: "Compare input: date, timeZone, service, extra". Strict. */
export const CompareInput = z
  .strictObject({
    date: DateInput,
    timeZone: TimeZoneName,
    service: LocationServiceType,
    extra: z.record(z.string(), z.unknown()).meta({ description: 'The location’s home profile (location extra)' }),
  })
  .meta({ title: 'Compare input', description: 'A home to compare with similar homes' });
export type CompareInput = z.infer<typeof CompareInput>;

const CompareLevel = z.object({ kWh: z.number(), id: z.string().optional() });

/** platform-contract §3 Predictions: "output: high, medium, low, each with kWh and optional id". */
export const CompareOutput = z
  .object({ high: CompareLevel, medium: CompareLevel, low: CompareLevel })
  .meta({ title: 'Compare output', description: 'Consumption of high, medium and low similar homes' });
export type CompareOutput = z.infer<typeof CompareOutput>;

/** The prediction domain manifest (platform-contract §3 Predictions, §5). */
export const predictionDomain = defineDomain({
  name: 'prediction',
  spec: ['platform-contract §3 Predictions', 'platform-contract §5', 'back-office §5'],
  enums: {},
  entities: { PredictionInput, MeasurementPredictionInput, LocationPredictionInput, PredictionRow, CompareInput, CompareOutput },
  rules: {
    strictPredictionBodies: rule({
      spec: 'platform-contract §5',
      summary: 'Prediction, measurement, location and compare bodies strict: unknown fields rejected (platform-contract §3 Predictions, back-office §5)',
      schema: PredictionInput,
    }),
    predictionDatesCoerced: rule({
      spec: 'platform-contract §5',
      summary: 'Some dates coerced from strings: prediction dates are sent as ISO strings and become dates',
      schema: DateInput,
      messages: [DATE_INPUT_MESSAGE],
    }),
  },
});
