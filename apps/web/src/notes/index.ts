/** The notes context's door: what other contexts of this layer may import from it. */
export { CompanyNotes, notesHref } from './pages/CompanyNotes.tsx';
