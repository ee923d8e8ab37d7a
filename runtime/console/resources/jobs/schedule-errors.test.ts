/** Issues of a refused schedule change land on their fields; the rest is said apart. */
import { describe, expect, it } from 'vitest';
import { scheduleErrors } from './schedule-errors.js';

const apiError = (message: string, issues?: unknown) => Object.assign(new Error(message), { data: issues ? { issues } : undefined });

describe('scheduleErrors', () => {
  it('puts each issue on its schedule field, the first of a field winning', () => {
    const error = apiError('Cron hour must be within 0-23', [
      { path: ['body', 'schedule', 'cron'], message: 'Cron hour must be within 0-23' },
      { path: ['body', 'schedule', 'cron'], message: 'Cron minute must be within 0-59' },
      { path: ['body', 'schedule', 'offset'], message: 'Offset must be at most 1440 minutes' },
    ]);
    expect(scheduleErrors(error)).toEqual({ fields: { schedule: { cron: 'Cron hour must be within 0-23', offset: 'Offset must be at most 1440 minutes' } } });
  });

  it('says an error of no field as a whole', () => {
    expect(scheduleErrors(apiError('Job importSpotPrices is not editable'))).toEqual({ general: 'Job importSpotPrices is not editable' });
    expect(scheduleErrors(apiError('Nothing to update', [{ path: ['body'], message: 'Nothing to update' }]))).toEqual({ general: 'Nothing to update' });
  });
});
