/**
 * portal §2 Electricity agreement: the third-party data inquiries of a grid-consumption agreement
 * (inquirer, date, status) with the moves portal §4 allows (schemas/agreement.ts INQUIRY_STATUS_MOVES):
 * pending → accepted or rejected, accepted → rejected, rejected final; a row without moves shows only
 * its status. §8 "Empty inquiry list text: 'No requests to handle yet'".
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation.js';
import { INQUIRY_STATUS_MOVES, type InquiryStatus, type ThirdPartyDataInquiry } from '../../../../schemas/agreement.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { formatDate } from '../../../format/index.js';
import { useSession } from '../../app/context.js';
import { errorText } from '../../components/error-text.js';
import { EmptyState, ErrorState, PageLoading } from '../../components/states.js';
import type { InquiryAnswer, Inquiries } from './use-inquiries.js';

const ACTION_KEY: Readonly<Record<InquiryAnswer, string>> = { accepted: 'inquiries.accept', rejected: 'inquiries.reject' };
const BADGE: Readonly<Record<InquiryStatus, string>> = { pending: 'badge badge--warning', accepted: 'badge badge--success', rejected: 'badge inquiries__badge--final' };

/** The answers a row offers: the moves from its status (never back to pending). */
export function answersFor(status: InquiryStatus): InquiryAnswer[] {
  return INQUIRY_STATUS_MOVES[status].filter((s): s is InquiryAnswer => s !== 'pending');
}

export function InquirySection({ inquiries, timeZone }: { readonly inquiries: Inquiries; readonly timeZone: TimeZoneName }) {
  const { t } = useTranslation();
  const { language } = useSession();
  const [busy, setBusy] = useState<string>();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string>();

  const answer = async (inquiry: ThirdPartyDataInquiry, status: InquiryAnswer) => {
    setBusy(inquiry._id);
    setFailure(undefined);
    setMessage('');
    try {
      const saved = await inquiries.answer(inquiry, status);
      setMessage(t('inquiries.saved', { inquirer: saved.inquirer, status: t(`inquiries.status.${saved.status}`) }));
    } catch (error) {
      setFailure(errorText(t, error));
    } finally {
      setBusy(undefined);
    }
  };

  const { state, items } = inquiries;
  let body: ReactNode;
  if (state.status === 'loading' && !state.data) body = <PageLoading />;
  else if (state.status === 'error') body = <ErrorState message={errorText(t, state.error)} onRetry={inquiries.reload} />;
  else if (items.length === 0) body = <EmptyState testId="inquiries-empty">{t('inquiries.empty')}</EmptyState>;
  else {
    body = (
      <table className="table inquiries__table">
        <thead>
          <tr>
            <th scope="col">{t('inquiries.inquirer')}</th>
            <th scope="col">{t('inquiries.date')}</th>
            <th scope="col">{t('inquiries.status')}</th>
            <th scope="col">{t('inquiries.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((inquiry) => (
            <tr key={inquiry._id} data-testid="inquiry-row">
              <th scope="row">{inquiry.inquirer}</th>
              <td data-label={t('inquiries.date')}>{formatDate(inquiry.inquiryDate, { language, timeZone })}</td>
              <td data-label={t('inquiries.status')}>
                <span className={BADGE[inquiry.status]}>{t(`inquiries.status.${inquiry.status}`)}</span>
              </td>
              <td>
                <div className="inquiries__actions">
                  {answersFor(inquiry.status).map((to) => (
                    <button
                      key={to}
                      type="button"
                      className={to === 'accepted' ? 'button button--small' : 'button button--ghost button--small'}
                      disabled={busy !== undefined}
                      aria-busy={busy === inquiry._id}
                      onClick={() => void answer(inquiry, to)}
                    >
                      {t(ACTION_KEY[to])}
                      <span className="visually-hidden">{`: ${inquiry.inquirer}`}</span>
                    </button>
                  ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section className="inquiries" aria-labelledby="inquiries-title" data-testid="inquiries">
      <h3 id="inquiries-title">{t('inquiries.title')}</h3>
      <p className="inquiries__intro">{t('inquiries.intro')}</p>
      {body}
      {failure && <p className="field-error" role="alert">{failure}</p>}
      <p className="visually-hidden" aria-live="polite">{message}</p>
    </section>
  );
}
