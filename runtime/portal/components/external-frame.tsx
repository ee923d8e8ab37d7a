/**
 * portal §1, §2: an embedded provider page (dashboard spot price and agreement "with a site id",
 * account "changing information"). The link comes from getExternalUrl (portal §7: "with a configured
 * url: returns a link … dashboard adds siteId"); the page is sandboxed to what each page needs.
 */
import { useTranslation } from '../app/translation.js';
import { getExternalUrl } from '../../../generated/client/organisations.gen.js';
import { useApi } from '../app/context.js';
import { errorText } from './error-text.js';
import { ErrorState, PageLoading } from './states.js';
import { useAsync, type AsyncState } from './use-async.js';

/** A provider page with forms (changing information): scripts, forms, pop-ups and its own origin. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups';
/** A page that only shows (spot prices): scripts and its own origin. */
export const VIEW_FRAME_SANDBOX = 'allow-scripts allow-same-origin';

/** The frame's link for `url` (with the site id when given). */
export function useExternalLink(url: string, siteId?: string): AsyncState<string> & { reload(): void } {
  const api = useApi();
  return useAsync(
    async (signal) => (await getExternalUrl(api.client, { query: { url, ...(siteId ? { siteId } : {}) } }, { signal })).data.url,
    [api, url, siteId],
  );
}

export function FrameView({ src, title, sandbox = FRAME_SANDBOX, className = 'external-frame', testId }: {
  readonly src: string;
  readonly title: string;
  readonly sandbox?: string;
  readonly className?: string;
  readonly testId?: string;
}) {
  return <iframe className={className} src={src} title={title} sandbox={sandbox} referrerPolicy="no-referrer" loading="lazy" data-testid={testId} />;
}

/** The frame with its loading state, and a failed link shown with retry. */
export function ExternalFrame({ url, siteId, title, testId }: {
  readonly url: string;
  readonly siteId?: string;
  readonly title: string;
  readonly testId?: string;
}) {
  const { t } = useTranslation();
  const link = useExternalLink(url, siteId);
  if (link.status === 'loading') return <PageLoading />;
  if (link.status === 'error') return <ErrorState message={errorText(t, link.error)} onRetry={link.reload} />;
  return <FrameView src={link.data} title={title} testId={testId} />;
}
