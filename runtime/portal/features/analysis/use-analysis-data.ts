/**
 * The analysis data calls (portal §7 getLocationServicesData, getDataYears … getDataHour). portal §8:
 * a failed load is only logged and ends the loading state; the chart then shows 'No data for period'
 * and the history empties. Answers are kept for the page's life, so going back and forth between
 * periods and parameters asks the server once.
 */
import { useEffect, useState } from 'react';
import {
  getDataDay, getDataHour, getDataMonth, getDataYear, getDataYears, getLocationServicesData,
} from '../../../../generated/client/portal-data.gen.js';
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import type { LocationServiceData, MeasurementNode } from '../../../../schemas/measurement.js';
import type { ApiClient } from '../../../client/index.js';
import { useApi } from '../../app/context.js';
import { useAsync } from '../../components/use-async.js';

/** portal §7: "options allowNeighbour false, calculateCost true, addRelated true, allowForecasts false". */
const OPTIONS = { allowNeighbour: 'false', calculateCost: 'true', addRelated: 'true', allowForecasts: 'false' } as const;

/** Answers already loaded, by call. */
export class AnswerCache {
  private readonly answers = new Map<string, unknown>();

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const answer = await load();
    this.answers.set(key, answer);
    return answer;
  }
}

/** Logs a failure (not an abandoned load) and answers `empty` instead. */
async function orEmpty<T>(what: string, signal: AbortSignal, load: Promise<T>, empty: T): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (signal.aborted) throw error;
    console.error(what, error);
    return empty;
  }
}

function periodNodes(client: ApiClient, serviceId: string, period: AnalysisTab, key: string, signal: AbortSignal): Promise<{ data: MeasurementNode[] }> {
  const call = { signal };
  switch (period) {
    case 'total': return getDataYears(client, { params: { serviceId }, query: OPTIONS }, call);
    case 'year': return getDataYear(client, { params: { serviceId, year: key }, query: OPTIONS }, call);
    case 'month': return getDataMonth(client, { params: { serviceId, month: key }, query: OPTIONS }, call);
    case 'day': return getDataDay(client, { params: { serviceId, date: key }, query: OPTIONS }, call);
  }
}

const NO_NODES: readonly MeasurementNode[] = [];

/** The nodes of one period of a service, undefined while they load (nothing is asked without `serviceId`). */
export function usePeriodNodes(cache: AnswerCache, serviceId: string | undefined, period: AnalysisTab, key: string): readonly MeasurementNode[] | undefined {
  const { client } = useApi();
  const state = useAsync(
    async (signal) => {
      if (!serviceId) return NO_NODES;
      return orEmpty('Could not load the analysis history', signal, cache.get(`nodes:${serviceId}:${period}:${key}`, async () => (await periodNodes(client, serviceId, period, key, signal)).data), NO_NODES);
    },
    [cache, client, serviceId, period, key],
  );
  return state.status === 'ready' ? state.data : undefined;
}

/** The four quarters of an hour (portal §9 "hour view 4 quarters"), undefined while they load. */
export function useQuarterHours(cache: AnswerCache, serviceId: string, hour: string | undefined): readonly MeasurementNode[] | undefined {
  const { client } = useApi();
  const state = useAsync(
    async (signal) => {
      if (!hour) return NO_NODES;
      const load = cache.get(`hour:${serviceId}:${hour}`, async () => (await getDataHour(client, { params: { serviceId, time: hour }, query: OPTIONS }, { signal })).data);
      return orEmpty('Could not load the quarter hours', signal, load, NO_NODES);
    },
    [cache, client, serviceId, hour],
  );
  return state.status === 'ready' ? state.data : undefined;
}

const NO_SERVICES: readonly LocationServiceData[] = [];

/** A location's services with their month's distribution and overview, undefined while they load. */
export function useServicesData(cache: AnswerCache, locationId: string, month: string): readonly LocationServiceData[] | undefined {
  const { client } = useApi();
  const state = useAsync(
    async (signal) => {
      const load = cache.get(`services:${locationId}:${month}`, async () => (await getLocationServicesData(client, { params: { locationId }, query: { month } }, { signal })).data);
      return orEmpty('Could not load the services data', signal, load, NO_SERVICES);
    },
    [cache, client, locationId, month],
  );
  return state.status === 'ready' ? state.data : undefined;
}

/** `value` once it has stayed the same for `delay` ms (portal §9 "Hover debounce 1000 ms"). */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
