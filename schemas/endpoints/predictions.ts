/**
 * Predictions (platform-contract §7 "POST /v3/predictions/predictions, /measurements, /locations,
 * /compare (date as ISO string)"). Bodies are strict (platform-contract §5, back-office §5).
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { CompareInput, CompareOutput, LocationPredictionInput, MeasurementPredictionInput, PredictionInput, PredictionRow } from '../prediction.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';

const P = 'platform-contract §7 Insights, invoices, reports, predictions, queues' as const;
const C3 = 'platform-contract §3 Predictions' as const;
const ACCESS = 'Prediction access';
const Rows = ok(z.array(PredictionRow));

/** The predictions area (platform-contract §7 predictions). */
export const predictionsArea = defineArea('predictions', 'Predicted consumption and comparison with similar homes', {
  createPrediction: endpoint({
    method: 'POST', path: '/v3/predictions/predictions', summary: 'Predict consumption from the measurements sent',
    body: PredictionInput, responses: { 200: Rows }, access: access.customerRead, spec: [P, C3], decision: ACCESS,
  }),
  createMeasurementPrediction: endpoint({
    method: 'POST', path: '/v3/predictions/measurements', summary: 'Predict consumption from a service’s stored measurements',
    body: MeasurementPredictionInput, responses: { 200: Rows, ...errors(404) }, access: access.customerRead, spec: [P, C3], decision: 'Prediction bodies',
  }),
  createLocationPrediction: endpoint({
    method: 'POST', path: '/v3/predictions/locations', summary: 'Predict consumption of a location’s service',
    body: LocationPredictionInput, responses: { 200: Rows, ...errors(404) }, access: access.customerRead, spec: [P, C3], decision: 'Prediction bodies',
  }),
  comparePredictions: endpoint({
    method: 'POST', path: '/v3/predictions/compare', summary: 'Consumption of high, medium and low similar homes',
    body: CompareInput, responses: { 200: ok(CompareOutput) }, access: access.customerRead, spec: [P, C3], decision: 'Prediction bodies',
  }),
});
