/**
 * What a sign-up claims and staff check against the energy provider's records: the provider customer
 * id first and large, then the owner (e-mail, name, phone) and the site (location code, meters, price
 * zone, area). A description list, so each value is read with its name; shown on the prospect's
 * screen and again inside the confirm and refuse dialogs.
 */
import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import type { AccountProspect } from '../../../../schemas/prospect.js';
import { useProspectWords } from './prospect-words.js';

type Claim = Pick<AccountProspect, 'accountOwner' | 'site'>;

const NONE = '—';

export function ProspectClaim({ prospect, dense = false }: { readonly prospect: Claim; readonly dense?: boolean }) {
  const { field, formField, value } = useProspectWords();
  const owner = prospect.accountOwner;
  const { site } = prospect;
  const name = [owner.firstName, owner.lastName].filter(Boolean).join(' ');
  const rows: readonly (readonly [string, string])[] = [
    [formField('email'), owner.email],
    [field('name'), name || NONE],
    [formField('phoneNumber'), owner.phoneNumber || NONE],
    [formField('locationCode'), site.locationCode],
    [field('meters'), site.services.map((s) => `${s.siteId} (${value(s.siteType)})`).join(', ') || NONE],
    [formField('pricezone'), site.location.pricezone],
    [formField('area'), site.location.area || NONE],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: dense ? 0.5 : 1, m: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>{formField('customerId')}</Typography>
      <Typography component="dd" variant={dense ? 'subtitle1' : 'h6'} sx={{ m: 0, fontFamily: 'monospace', fontWeight: 600 }}>{site.customerId}</Typography>
      {rows.map(([label, text]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>{text}</Typography>
        </Fragment>
      ))}
    </Box>
  );
}
