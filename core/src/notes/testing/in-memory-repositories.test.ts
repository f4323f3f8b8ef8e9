import { describeNoteRepositoryContract } from '../ports/note-repository.contract.ts';
import { InMemoryNoteRepository } from './in-memory-note-repository.ts';

describeNoteRepositoryContract('in memory', async () => ({ repo: new InMemoryNoteRepository() }));
