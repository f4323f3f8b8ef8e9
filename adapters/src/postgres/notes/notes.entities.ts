import { defineEntity, p, type InferEntity } from '@mikro-orm/postgresql';
import { CompanyEntity } from '../accounts/company.entity.ts';

/**
 * A company's note on a creator or a game (the subject is polymorphic, so no foreign key to it).
 * Authors are kept by id without a foreign key: a note outlives its author's account.
 */
export const CompanyNoteEntity = defineEntity({
  name: 'CompanyNote',
  tableName: 'company_note',
  properties: {
    id: p.uuid().primary(),
    company: () => p.manyToOne(CompanyEntity).mapToPk().deleteRule('cascade'),
    subjectKind: p.string().length(16),
    subjectId: p.string().length(64),
    authorId: p.uuid(),
    text: p.text(),
    createdAt: p.datetime(),
    lastEditedAt: p.datetime().nullable(),
  },
  indexes: [
    { name: 'company_note_company_created_index', properties: ['company', 'createdAt'] },
    { name: 'company_note_subject_index', properties: ['company', 'subjectKind', 'subjectId', 'createdAt'] },
  ],
});
export type CompanyNoteRow = InferEntity<typeof CompanyNoteEntity>;

export const CompanyNoteCommentEntity = defineEntity({
  name: 'CompanyNoteComment',
  tableName: 'company_note_comment',
  properties: {
    id: p.uuid().primary(),
    note: () => p.manyToOne(CompanyNoteEntity).mapToPk().deleteRule('cascade').index('company_note_comment_note_id_index'),
    authorId: p.uuid(),
    text: p.text(),
    createdAt: p.datetime(),
    lastEditedAt: p.datetime().nullable(),
  },
});
export type CompanyNoteCommentRow = InferEntity<typeof CompanyNoteCommentEntity>;

export const notesEntities = [CompanyNoteEntity, CompanyNoteCommentEntity];
