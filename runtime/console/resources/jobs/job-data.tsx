/**
 * Gives the jobs' screens the jobs' reads (job-provider.ts) through react-admin's own data provider
 * context, so List, Show and Edit keep their caching and error handling. The contract has no read of
 * one job, so the descriptor has no `get` and the auth provider would refuse every admin the job's
 * screen; here `show` asks what `list` asks, as the screen shows nothing the list does not read.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import { AuthContext, DataProviderContext, type AuthProvider } from 'react-admin';
import { JOBS, jobsDataProvider } from './job-provider.js';

function jobsAuthProvider(base: AuthProvider): AuthProvider {
  const canAccess = base.canAccess?.bind(base);
  if (!canAccess) return base;
  return {
    ...base,
    canAccess: (params) => canAccess(params.resource === JOBS && params.action === 'show' ? { ...params, action: 'list' } : params),
  };
}

export function JobData({ children }: { readonly children: ReactNode }) {
  const base = useContext(DataProviderContext);
  const auth = useContext(AuthContext);
  const provider = useMemo(() => (base ? jobsDataProvider(base) : null), [base]);
  const authProvider = useMemo(() => (auth ? jobsAuthProvider(auth) : undefined), [auth]);
  return (
    <AuthContext.Provider value={authProvider}>
      <DataProviderContext.Provider value={provider}>{children}</DataProviderContext.Provider>
    </AuthContext.Provider>
  );
}
