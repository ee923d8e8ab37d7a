/** The Customers page, loaded on first use (React.lazy): it brings the contract's schemas, which the console's first load must not carry. */
import { lazy } from 'react';

export const CustomersPage = lazy(() => import('./customers-page.js'));
