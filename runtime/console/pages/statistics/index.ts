/** The statistics and monitoring page, loaded when opened (its calls, the contract's schemas and chart.js come with it). */
import { lazy } from 'react';

export const StatisticsPage = lazy(() => import('./statistics-page.js'));
