/**
 * The Copy screen (issue 6 §2; back-office §3, §5, §7 Copy): one type at a time as a grid of keys ×
 * the note and six languages, searched and paged on the server (50 keys a page), edited cell by cell
 * in the scope on screen, with add, delete, CSV export and CSV import with a preview.
 */
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Confirm, Title, useCanAccess, useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { CopyType } from '../../../../schemas/copy.js';
import { errorMessage, fieldErrors } from '../generic-form-schema.js';
import { CopyAddDialog } from './copy-add-dialog.js';
import { copyCalls, type CopyScope } from './copy-calls.js';
import { CopyGrid } from './copy-grid.js';
import { CopyImportDialog } from './copy-import-dialog.js';
import { CopyPager } from './copy-pager.js';
import { cellSave, savedRow, type CopyColumn, type CopyGridRow } from './copy-rows.js';
import { CopyToolbar, type ScopeChoice } from './copy-toolbar.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useConfirmation } from '../../pages/confirmation.js';
import { useCopyPage } from './use-copy-page.js';

const RESOURCE = 'copy';
const SEARCH_DELAY_MS = 300;

/** A cell's failure as the contract words it: the issue on the text or note, else the API's message. */
function cellMessage(error: unknown): string {
  const errors = fieldErrors(error, ['values', 'description']);
  return errors.fields.values ?? errors.fields.description ?? errors.form ?? errorMessage(error);
}

export function CopyGridPage() {
  const words = useAreaWords('copy');
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const calls = useMemo(() => copyCalls(dataProvider), [dataProvider]);
  const { data: identity } = useGetIdentity();
  const adminScope = identity?.scope as string | undefined;
  const organisation = identity?.organisation as string | undefined;
  // Platform staff read (and a platform ADMIN writes) the platform default; organisation staff work in their own.
  const platformStaff = adminScope !== undefined && !adminScope.startsWith('ORG_');

  const [type, setType] = useState<CopyType>('shared');
  const [choice, setChoice] = useState<ScopeChoice>();
  const chosen: ScopeChoice = choice ?? (adminScope === 'ADMIN' ? 'default' : 'organisation');
  const scope: CopyScope = useMemo(() => (chosen === 'organisation' && organisation ? { organisation } : {}), [chosen, organisation]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const { canAccess: canUpdate } = useCanAccess({ resource: RESOURCE, action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource: RESOURCE, action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: RESOURCE, action: 'delete' });
  // The platform default is a platform ADMIN's to change (docs/decisions.md "Copy writes to platform defaults").
  const mayWrite = scope.organisation !== undefined || adminScope === 'ADMIN';
  const canEdit = Boolean(canUpdate) && mayWrite;

  const query = identity ? { type, scope, search, page } : undefined;
  const { state, replaceRow, reload } = useCopyPage(calls, query);
  const view = `${type}|${scope.organisation ?? ''}|${search}|${page}`;

  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const deletion = useConfirmation<CopyGridRow>(async (row) => {
    await calls.remove(type, row.key, scope);
    notify(words('delete.done', { key: row.key }), { type: 'info' });
    reload();
  });
  const deleting = deletion.asking;

  const typeName = words(`types.${type}`);
  const scopeName = scope.organisation ? words('scopeOrganisation', { organisation: scope.organisation }) : words('scopeDefault');
  const reverts = (row: CopyGridRow) => scope.organisation !== undefined && row.fallback !== undefined;
  const deleteLabel = (row: CopyGridRow) => words(reverts(row) ? 'delete.revertButton' : 'delete.button', { key: row.key });

  const save = async (row: CopyGridRow, column: CopyColumn, draft: string): Promise<boolean> => {
    const plan = cellSave(row, column, draft, scope);
    if (plan.kind === 'none') return false;
    if (plan.kind === 'revert') {
      await calls.remove(type, row.key, scope);
      replaceRow(savedRow(row, undefined));
      return true;
    }
    const answer = await calls.update(type, row.key, scope, plan.body);
    replaceRow(savedRow(row, answer.data));
    return true;
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const link = document.createElement('a');
      link.href = await calls.exportUrl(type, scope);
      link.download = '';
      document.body.append(link);
      link.click();
      link.remove();
    } catch (error) {
      notify(words('exportFailed', { message: errorMessage(error) }), { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Title title={words('title')} />
      <CopyToolbar
        words={words}
        type={type}
        onType={(next) => { setType(next); setPage(1); }}
        {...(platformStaff ? { scopeChoice: chosen } : {})}
        {...(organisation ? { organisation } : {})}
        onScope={(next) => { setChoice(next); setPage(1); }}
        search={typed}
        onSearch={setTyped}
        {...(canCreate && mayWrite ? { onAdd: () => setAdding(true) } : {})}
        {...(canEdit ? { onImport: () => setImporting(true) } : {})}
        onExport={exportCsv}
        exporting={exporting}
      />
      <Typography variant="body2" color="text.secondary">
        {scope.organisation ? words('legend.organisation', { organisation: scope.organisation }) : words('legend.default')}{' '}
        {canEdit ? words('legend.keys') : words('readOnly')}
      </Typography>
      {state.status === 'loading' && (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{words('loading')}</Typography>
        </Stack>
      )}
      {state.status === 'error' && (
        <Alert severity="error" action={<Button color="inherit" onClick={reload}>{translate('ampere.common.retry')}</Button>}>
          {words('loadError', { message: errorMessage(state.error) })}
        </Alert>
      )}
      {state.status === 'ready' && state.total === 0 && (
        <Typography role="status" color="text.secondary" sx={{ py: 4 }}>{search ? words('emptySearch', { search }) : words('empty')}</Typography>
      )}
      {state.status === 'ready' && state.total > 0 && (
        <Box>
          <CopyGrid
            rows={state.rows}
            view={view}
            caption={`${words('title')}: ${typeName} · ${scopeName}`}
            canEdit={canEdit}
            deletable={(row) => Boolean(canDelete) && mayWrite && row.own !== undefined}
            deleteLabel={deleteLabel}
            onDelete={deletion.ask}
            onSave={save}
            messageOf={cellMessage}
            words={words}
          />
          <CopyPager page={page} pages={state.pages} total={state.total} limit={state.limit} shown={state.rows.length} onPage={setPage} words={words} />
        </Box>
      )}
      <CopyAddDialog
        open={adding}
        type={type}
        typeName={typeName}
        scope={scope}
        scopeName={scopeName}
        calls={calls}
        words={words}
        keyTitle={words('column.key')}
        descriptionTitle={words('column.description')}
        onClose={() => setAdding(false)}
        onAdded={(key) => {
          setAdding(false);
          notify(words('add.done', { key }), { type: 'info' });
          reload();
        }}
      />
      <CopyImportDialog open={importing} type={type} typeName={typeName} scope={scope} calls={calls} words={words} onClose={(applied) => { setImporting(false); if (applied) reload(); }} />
      <Confirm
        {...deletion.props}
        title={deleting ? words(reverts(deleting) ? 'delete.revertTitle' : 'delete.title', { key: deleting.key }) : ''}
        content={
          deleting
            ? reverts(deleting)
              ? words('delete.revert', { organisation: scope.organisation })
              : scope.organisation ? words('delete.organisation', { organisation: scope.organisation }) : words('delete.platform')
            : ''
        }
        confirm={deleting && reverts(deleting) ? words('delete.revertConfirm') : translate('ra.action.delete')}
      />
    </Stack>
  );
}

export default CopyGridPage;
