/** The reports context's door: what other contexts of this layer may import from it. */
export { reportColumn } from './pages/report-column.tsx';
export { useReportUser } from './pages/use-report-user.tsx';
