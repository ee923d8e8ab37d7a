/**
 * Signs (issue 6 §5; back-office §1, §2 "signs", schemas/sign.ts): the organisation's public display
 * screens. The list at /signs, a new sign at /signs/create and one sign with its live preview at
 * /signs/{id}. Editors (the contract's write access) create, change and delete; everyone else reads.
 */
import { CircularProgress } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { callOperationOf } from '../../data-provider.js';
import { maySignsWrite, signCalls, type SignCalls } from './sign-calls.js';
import { SignEdit } from './sign-edit.js';
import { SignList } from './sign-list.js';

export interface SignsContext {
  readonly calls: SignCalls;
  readonly canWrite: boolean;
}

export function SignsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<{ scope?: string; organisation?: string } | undefined>();
  const organisation = permissions?.organisation;
  const context = useMemo<SignsContext | undefined>(
    () => (organisation ? { calls: signCalls(callOperationOf(dataProvider), organisation), canWrite: maySignsWrite(permissions?.scope) } : undefined),
    [dataProvider, organisation, permissions?.scope],
  );
  if (!context) return <CircularProgress aria-label={translate('ra.page.loading')} sx={{ m: 2 }} />;
  return (
    <Routes>
      <Route index element={<SignList {...context} />} />
      <Route path="create" element={<SignEdit {...context} />} />
      <Route path=":id" element={<SignEdit {...context} />} />
    </Routes>
  );
}

export default SignsPage;
