/** portal §2 Electricity agreement: the table of an agreement's info rows, each label translated and each value formatted. */
import { useTranslation } from '../../app/translation.js';
import type { Agreement } from '../../../../schemas/agreement.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { useSession } from '../../app/context.js';
import { infoValue, orderedInfo, type InfoValue } from './agreement-info.js';

function ValueText({ value }: { readonly value: InfoValue }) {
  const { t } = useTranslation();
  if (value.kind === 'contactSupport') return <>{t('agreement.contactSupport')}</>;
  if (value.kind === 'untilFurtherNotice') return <>{t('agreement.untilFurtherNotice')}</>;
  return <>{value.text}</>;
}

export function AgreementInfoTable({ agreement, timeZone }: { readonly agreement: Agreement; readonly timeZone: TimeZoneName }) {
  const { t } = useTranslation();
  const { language } = useSession();
  return (
    <table className="table agreement-info" data-testid="agreement-info">
      <caption className="visually-hidden">{t('agreement.details')}</caption>
      <tbody>
        {orderedInfo(agreement.info).map((item) => (
          <tr key={item.key} data-key={item.key}>
            <th scope="row">{t(`agreement.info.${item.key}`)}</th>
            <td>
              <ValueText value={infoValue(item, agreement, language, timeZone)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
