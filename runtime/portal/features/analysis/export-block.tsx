/**
 * portal §2 "export block (csv or xlsx)", §5: disabled when there is no data or the period is the
 * total; hourly values only in the month view of hourly and 15-minute services; hidden by the
 * tenant's hideCsvExport. The file is getExportUrl's link with a short-lived token (§7), downloaded
 * by the browser; a failure to make the link is logged and said.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { getShortAccessToken } from '../../../../generated/client/auth.gen.js';
import { getExportUrlUrl } from '../../../../generated/client/portal-data.gen.js';
import type { AnalysisTab, ExportFormat } from '../../../../schemas/insights-analysis.js';
import type { PortalLocationService } from './analysis-rules.js';
import { useApi, useTenant } from '../../app/context.js';
import { Icon } from '../../components/icons.js';
import { exportQuery, exportState } from './analysis-rules.js';
import { startDownload } from './download.js';

export function ExportBlock({ service, period, day, hasData }: {
  readonly service: PortalLocationService;
  readonly period: AnalysisTab;
  readonly day: string;
  readonly hasData: boolean;
}) {
  const { t } = useTranslation();
  const { client } = useApi();
  const { config } = useTenant();
  const headingId = useId();
  const hintId = useId();
  const [hourly, setHourly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const state = exportState({ hasData, period, service, hideCsvExport: config.hideCsvExport });
  if (!state.shown) return null;

  const download = async (format: ExportFormat) => {
    const query = exportQuery(period, day, format, state.hourly && hourly);
    if (!query || state.disabled) return;
    setBusy(true);
    setFailed(false);
    try {
      const { accessToken } = (await getShortAccessToken(client)).data;
      startDownload(getExportUrlUrl(client, { params: { serviceId: service._id }, query: { ...query, accessToken } }));
    } catch (error) {
      console.error('Could not make the export link', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="export" aria-labelledby={headingId} data-testid="analysis-export">
      <h3 id={headingId} className="export__title">{t('analysis.export.title')}</h3>
      {state.hourly && (
        <label className="export__hourly">
          <input type="checkbox" checked={hourly} disabled={state.disabled} onChange={(e) => setHourly(e.target.checked)} />
          {t('analysis.export.hourly')}
        </label>
      )}
      <div className="export__buttons">
        {(['csv', 'xlsx'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button--ghost button--small"
            disabled={state.disabled || busy}
            aria-describedby={state.disabled ? hintId : undefined}
            onClick={() => void download(format)}
          >
            <Icon name="download" size={18} />
            {t(`analysis.export.${format}`)}
          </button>
        ))}
      </div>
      {state.disabled && <p id={hintId} className="field-help">{t('analysis.export.disabled')}</p>}
      {failed && <p className="field-error" role="alert">{t('analysis.export.failed')}</p>}
    </section>
  );
}
