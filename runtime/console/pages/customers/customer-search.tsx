/**
 * The customer search (back-office §1 "search customers", §7 POST /accounts/bridge/search): search by
 * one of the options the organisation's bridge configuration offers, its default chosen first; the
 * accounts found a page at a time, each opening the customer view. The search lives in the address
 * (?by=&q=&page=&limit=), so the view's way back and a shared link show the same results.
 */
import { Alert, Box, Button, CircularProgress, Link, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { BridgeAccountSummary, BridgeCustomerSearchOption } from '../../../../schemas/bridge.js';
import { errorMessage } from '../../resources/generic-form-schema.js';
import { useLoaded } from '../use-loaded.js';
import { searchOptionsOf, useCustomerCalls, type SearchOptions } from './customer-calls.js';
import { useCustomerWords } from './customer-words.js';

export const PAGE_SIZES = [10, 25, 50] as const;

interface SearchState {
  readonly by?: BridgeCustomerSearchOption;
  readonly q: string;
  readonly page: number;
  readonly limit: number;
}

function readSearch(params: URLSearchParams, options: SearchOptions): SearchState {
  const by = params.get('by') as BridgeCustomerSearchOption | null;
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    ...(by && options.options.includes(by) ? { by } : {}),
    q: params.get('q') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : PAGE_SIZES[0],
  };
}

function Results({ search, by }: { readonly search: SearchState; readonly by: BridgeCustomerSearchOption }) {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const [, setParams] = useSearchParams();
  const { q, page, limit } = search;
  const found = useLoaded(() => calls.search(by, q, page, limit), [calls, by, q, page, limit], { keepPrevious: true });
  const move = (next: { page?: number; limit?: number }) =>
    setParams({ by, q, page: String(next.page ?? page), limit: String(next.limit ?? limit) });

  if (found.loading && !found.data) {
    return <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', p: 2 }}><CircularProgress size={20} aria-hidden /><span>{words.t('search.searching')}</span></Stack>;
  }
  if (found.error) return <Alert severity="error">{words.t('search.error', { message: errorMessage(found.error) })}</Alert>;
  const rows = found.data?.rows ?? [];
  const total = found.data?.total ?? 0;
  if (total === 0) return <Typography role="status" color="text.secondary" sx={{ p: 2 }}>{words.t('search.empty')}</Typography>;
  const name = (row: BridgeAccountSummary) => row.ownerName ?? row.customerId ?? row._id;
  return (
    <Paper variant="outlined">
      <Typography role="status" sx={{ p: 2, pb: 0 }} aria-busy={found.loading}>{words.t('search.found', { smart_count: total })}</Typography>
      <TableContainer>
        <Table size="small" aria-label={words.t('search.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{words.t('columns.customerId')}</TableCell>
              <TableCell>{words.t('columns.owner')}</TableCell>
              <TableCell>{words.t('columns.email')}</TableCell>
              <TableCell>{words.t('columns.created')}</TableCell>
              <TableCell>{words.t('columns.lastSeen')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row._id} hover>
                <TableCell>
                  <Link component={RouterLink} to={row._id} state={{ search: `?${new URLSearchParams({ by, q, page: String(page), limit: String(limit) }).toString()}` }} aria-label={words.t('columns.open', { name: name(row) })}>
                    {row.customerId ?? words.t('view.noCustomerId')}
                  </Link>
                </TableCell>
                <TableCell>{row.ownerName ?? ''}</TableCell>
                <TableCell>{row.ownerEmail ?? ''}</TableCell>
                <TableCell>{words.date(row.createdAt)}</TableCell>
                <TableCell>{row.lastSeen ? words.date(row.lastSeen, true) : words.t('view.never')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={limit}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, next) => move({ page: next + 1 })}
        onRowsPerPageChange={(event) => move({ page: 1, limit: Number(event.target.value) })}
      />
    </Paper>
  );
}

function SearchForm({ options }: { readonly options: SearchOptions }) {
  const words = useCustomerWords();
  const [params, setParams] = useSearchParams();
  const search = readSearch(params, options);
  const [by, setBy] = useState<BridgeCustomerSearchOption>(search.by ?? options.preferred);
  const [q, setQ] = useState(search.q);
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (q.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setParams({ by, q: q.trim(), page: '1', limit: String(search.limit) });
  };
  return (
    <Stack spacing={2}>
      <Box component="form" role="search" aria-label={words.t('search.label')} noValidate onSubmit={submit}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField select label={words.t('search.by')} value={by} onChange={(event) => setBy(event.target.value as BridgeCustomerSearchOption)} sx={{ minWidth: 200 }} size="small">
            {options.options.map((option) => <MenuItem key={option} value={option}>{words.value('searchOptions', option)}</MenuItem>)}
          </TextField>
          <TextField
            label={words.t('search.query')}
            value={q}
            onChange={(event) => setQ(event.target.value)}
            error={missing}
            helperText={missing ? words.t('search.required') : undefined}
            type={by === 'email' ? 'email' : 'search'}
            size="small"
            sx={{ flex: 1, minWidth: 240 }}
          />
          <Button type="submit" variant="contained">{words.t('search.submit')}</Button>
        </Stack>
      </Box>
      {search.q && search.by ? <Results search={search} by={search.by} /> : <Typography color="text.secondary">{words.t('search.prompt')}</Typography>}
    </Stack>
  );
}

export function CustomerSearch() {
  const words = useCustomerWords();
  const calls = useCustomerCalls();
  const options = useLoaded(() => calls.searchOptions(), [calls]);
  if (options.loading) {
    return <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}><CircularProgress size={20} aria-hidden /><span>{words.t('search.optionsLoading')}</span></Stack>;
  }
  if (options.data) return <SearchForm options={options.data} />;
  // Without the configuration, the contract's default option still finds customers.
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{words.t('search.optionsError', { message: errorMessage(options.error) })}</Alert>
      <SearchForm options={searchOptionsOf(undefined)} />
    </Stack>
  );
}
