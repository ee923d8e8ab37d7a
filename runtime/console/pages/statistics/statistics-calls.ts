/**
 * The statistics page's calls, through the console data provider's callOperation (the generated
 * client validates them with the contract): an organisation's statistics for a period and for the
 * periods of the same length before it (the trend), the monitoring alerts, and the service status
 * with back-office §8's rule for a failed check.
 */
import type { GetBridgeStatisticsInput, GetMonitoringAlertsInput } from '../../../../generated/client/bridge.gen.js';
import type { ListServiceStatusesInput } from '../../../../generated/client/support.gen.js';
import type { BridgeStatistics, MonitoringAlert } from '../../../../schemas/bridge.js';
import type { ServiceStatusEntry } from '../../../../schemas/support.js';
import type { CallOperation } from '../../data-provider.js';

const DAY_MS = 86_400_000;
/** The trend shows the period asked for and this many before it. */
export const TREND_PERIODS_BEFORE = 5;

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

/** A calendar day moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface Period {
  readonly from: string;
  readonly to: string;
}

/** The `count` periods of the same length as `period` that end where it ends, oldest first. */
export function periodsBefore(period: Period, count: number): Period[] {
  const days = Math.round((Date.parse(period.to) - Date.parse(period.from)) / DAY_MS) + 1;
  return Array.from({ length: count }, (_, i) => {
    const back = (count - i) * days;
    return { from: addDays(period.from, -back), to: addDays(period.to, -back) };
  });
}

/**
 * back-office §8 "Service status check failure: the error's data is returned if present, otherwise a
 * gateway entry with status 500".
 */
export function statusesAfterFailure(error: unknown): ServiceStatusEntry[] {
  const data = (error as { data?: unknown } | undefined)?.data;
  if (Array.isArray(data) && data.length > 0) return data as ServiceStatusEntry[];
  return [{ name: 'gateway', status: 500 }];
}

export function statisticsCalls(call: CallOperation) {
  return {
    async statistics(organisation: string, period?: Period): Promise<BridgeStatistics> {
      const input: GetBridgeStatisticsInput = { params: { organisation }, ...(period ? { query: period } : {}) };
      return dataOf<BridgeStatistics>(await call('getBridgeStatistics', input));
    },
    async alerts(): Promise<MonitoringAlert[]> {
      const input: GetMonitoringAlertsInput = {};
      return dataOf<MonitoringAlert[]>(await call('getMonitoringAlerts', input));
    },
    /** Never fails: a failed check answers what §8 says it answers. */
    async statuses(): Promise<ServiceStatusEntry[]> {
      const input: ListServiceStatusesInput = {};
      try {
        return dataOf<ServiceStatusEntry[]>(await call('listServiceStatuses', input));
      } catch (error) {
        return statusesAfterFailure(error);
      }
    },
  };
}

export type StatisticsCalls = ReturnType<typeof statisticsCalls>;
