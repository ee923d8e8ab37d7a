/**
 * Gives the account prospects' list its reads (prospect-provider.ts) in place of the generic ones,
 * through react-admin's own data provider context, as the audit log's screens do: react-admin's List,
 * its caching and error handling stay as they are; only what it asks the provider for is answered
 * differently.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { DataProviderContext } from 'react-admin';
import { prospectDataProvider } from './prospect-provider.js';

export function ProspectData({ children }: { readonly children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const provider = useMemo(() => (base ? prospectDataProvider(base) : null), [base]);
  return <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>;
}
