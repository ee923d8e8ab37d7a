/**
 * portal §1, §2: an embedded provider page (account "changing information", agreement "with a site
 * id"). The link comes from getExternalUrl (portal §7: "with a configured url: returns a link …
 * dashboard adds siteId"); the page is sandboxed: scripts, forms and its own origin, nothing else.
 */
import { useTranslation } from 'react-i18next';
import { getExternalUrl } from '../../../generated/client/organisations.gen.js';
import { useApi } from '../app/context.js';
import { errorText } from './error-text.js';
import { ErrorState, PageLoading } from './states.js';
import { useAsync } from './use-async.js';

export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';

export function ExternalFrame({ url, siteId, title, testId }: {
  readonly url: string;
  readonly siteId?: string;
  readonly title: string;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const link = useAsync(
    async (signal) => (await getExternalUrl(api.client, { query: { url, ...(siteId ? { siteId } : {}) } }, { signal })).data.url,
    [api, url, siteId],
  );
  if (link.status === 'loading') return <PageLoading />;
  if (link.status === 'error') return <ErrorState message={errorText(t, link.error)} onRetry={link.reload} />;
  return <iframe className="external-frame" src={link.data} title={title} sandbox={FRAME_SANDBOX} loading="lazy" data-testid={testId} />;
}
