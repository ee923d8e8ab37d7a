/**
 * portal §2 Electricity agreement for one location: tabs when there is more than one agreement, the
 * selected agreement's info table, and for grid consumption the third-party data inquiries. Mounted
 * per location (keyed by the page), so a location change starts at the first agreement (§4).
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import type { Agreement } from '../../../../schemas/agreement.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import { timeZoneFromPriceZone } from '../../../format/index.js';
import { AgreementInfoTable } from './agreement-info-table.js';
import { tabTitles } from './agreement-info.js';
import { AgreementTabs, panelId, tabId } from './agreement-tabs.js';
import { InquirySection } from './inquiry-section.js';
import { useInquiries } from './use-inquiries.js';

/** schemas/agreement.ts Agreement.serviceType: "consumption_grid shows the third-party data inquiries". */
export const GRID_CONSUMPTION = 'consumption_grid';

export function AgreementView({ agreements, location }: { readonly agreements: readonly [Agreement, ...Agreement[]]; readonly location: PortalLocation }) {
  const { t } = useTranslation();
  const idBase = useId();
  const [selected, setSelected] = useState(0);
  const inquiries = useInquiries(location._id, agreements.some((a) => a.serviceType === GRID_CONSUMPTION));
  const agreement = agreements[selected] ?? agreements[0];
  const titles = tabTitles(agreements, (key) => t(key));
  const timeZone = timeZoneFromPriceZone(location.pricezone);
  const tabbed = agreements.length > 1;

  return (
    <div className="card agreement">
      {tabbed && <AgreementTabs titles={titles} selected={selected} onSelect={setSelected} idBase={idBase} />}
      <div
        className="agreement__panel"
        data-testid="agreement-panel"
        {...(tabbed ? { role: 'tabpanel', id: panelId(idBase), 'aria-labelledby': tabId(idBase, selected), tabIndex: 0 } : {})}
      >
        <h2 className="agreement__title">{titles[selected]}</h2>
        <p className="agreement__type">{t(`agreement.type.${agreement.type}`)}</p>
        <AgreementInfoTable agreement={agreement} timeZone={timeZone} />
        {agreement.serviceType === GRID_CONSUMPTION && <InquirySection inquiries={inquiries} timeZone={timeZone} />}
      </div>
    </div>
  );
}
