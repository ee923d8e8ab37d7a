/**
 * portal §4 "loads inquiries once for the grid-consumption type": the location's third-party data
 * inquiries, loaded when its agreements include grid consumption and kept while the customer switches
 * tabs; an answered inquiry replaces its row with what the server saved.
 */
import { useCallback, useState } from 'react';
import { listThirdPartyDataInquiries, updateThirdPartyDataInquiryStatus } from '../../../../generated/client/locations.gen.js';
import type { InquiryStatus, ThirdPartyDataInquiry } from '../../../../schemas/agreement.js';
import { useApi } from '../../app/context.js';
import { useAsync, type AsyncState } from '../../components/use-async.js';

export type InquiryAnswer = Exclude<InquiryStatus, 'pending'>;

export interface Inquiries {
  readonly state: AsyncState<readonly ThirdPartyDataInquiry[]>;
  readonly items: readonly ThirdPartyDataInquiry[];
  reload(): void;
  /** Sends the answer; resolves with the saved inquiry, rejects with the server's error. */
  answer(inquiry: ThirdPartyDataInquiry, status: InquiryAnswer): Promise<ThirdPartyDataInquiry>;
}

export function useInquiries(locationId: string, enabled: boolean): Inquiries {
  const api = useApi();
  const loaded = useAsync(
    async (signal) => (enabled ? (await listThirdPartyDataInquiries(api.client, { params: { id: locationId } }, { signal })).data : []),
    [api, locationId, enabled],
  );
  const [saved, setSaved] = useState<ReadonlyMap<string, ThirdPartyDataInquiry>>(new Map());
  const answer = useCallback(
    async (inquiry: ThirdPartyDataInquiry, status: InquiryAnswer) => {
      const { data } = await updateThirdPartyDataInquiryStatus(api.client, { params: { id: locationId, inquiryId: inquiry._id }, body: { status } });
      setSaved((before) => new Map(before).set(data._id, data));
      return data;
    },
    [api, locationId],
  );
  const items = (loaded.data ?? []).map((i) => saved.get(i._id) ?? i);
  return { state: loaded, items, reload: loaded.reload, answer };
}
