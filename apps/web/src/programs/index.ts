/** The programs context's door: what other contexts of this layer may import from it. */
export { useMyCreatorProgram } from './hooks/use-programs.ts';
export { CustomDomainSection } from './pages/CustomDomainSection.tsx';
export { type ApplicationsTab, ProgramApplicationsTable } from './pages/ProgramApplicationsTable.tsx';
