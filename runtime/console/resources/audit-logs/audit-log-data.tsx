/**
 * Gives the audit log's screens the audit log's reads (audit-log-provider.ts) in place of the generic
 * ones, through react-admin's own data provider context: react-admin's List and Show, their caching
 * and error handling, stay as they are; only what they ask the provider for is answered differently.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import { auditLogDataProvider } from './audit-log-provider.js';

export function AuditLogData({ children }: { readonly children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const provider = useMemo(() => (base ? auditLogDataProvider(base) : null), [base]);
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
