import { AddNoteComment } from '@lurkit/core/notes/application/add-note-comment.ts';
import { AddNote } from '@lurkit/core/notes/application/add-note.ts';
import { DeleteNoteComment } from '@lurkit/core/notes/application/delete-note-comment.ts';
import { DeleteNote } from '@lurkit/core/notes/application/delete-note.ts';
import { EditNoteComment } from '@lurkit/core/notes/application/edit-note-comment.ts';
import { EditNote } from '@lurkit/core/notes/application/edit-note.ts';
import { ListNotes, type NoteCommentView, type NoteView } from '@lurkit/core/notes/application/list-notes.ts';
import { NOTE_SUBJECT_KINDS } from '@lurkit/core/notes/domain/note.entity.ts';
import type { GraphQLContext } from '../shared/context.ts';
import { actorId } from '../shared/actor.ts';
import { builder } from '../shared/builder.ts';
import { companyIdOf } from '../shared/company.ts';
import { resolveUseCasePage } from '../shared/connection.ts';
import { unwrap } from '../shared/errors.ts';

const NoteSubjectKind = builder.enumType('NoteSubjectKind', { values: NOTE_SUBJECT_KINDS });

const NoteSubjectInput = builder.inputType('NoteSubjectInput', {
  fields: (t) => ({ kind: t.field({ type: NoteSubjectKind }), id: t.id() }),
});

const NoteSubjectRef = builder.objectRef<NoteView>('NoteSubject').implement({
  fields: (t) => ({
    kind: t.field({ type: NoteSubjectKind, resolve: (n) => n.subject.kind }),
    id: t.id({ resolve: (n) => n.subject.id }),
    name: t.exposeString('subjectName'),
  }),
});

const NoteCommentRef = builder.objectRef<NoteCommentView>('NoteComment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    authorName: t.exposeString('authorName'),
    viewerIsAuthor: t.exposeBoolean('viewerIsAuthor', { description: 'Only the author edits or deletes it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastEditedAt: t.expose('lastEditedAt', { type: 'DateTime', nullable: true }),
  }),
});

const NoteRef = builder.objectRef<NoteView>('Note').implement({
  description: "A company member's note on a creator or a game; only the company's members see it.",
  fields: (t) => ({
    id: t.exposeID('id'),
    subject: t.field({ type: NoteSubjectRef, resolve: (n) => n }),
    text: t.exposeString('text'),
    authorName: t.exposeString('authorName'),
    viewerIsAuthor: t.exposeBoolean('viewerIsAuthor', { description: 'Only the author edits or deletes it.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastEditedAt: t.expose('lastEditedAt', { type: 'DateTime', nullable: true }),
    comments: t.expose('comments', { type: [NoteCommentRef], description: 'Oldest first.' }),
  }),
});

const actor = (ctx: GraphQLContext) => ({ companyId: companyIdOf(ctx), actorUserId: actorId(ctx) });

builder.queryField('notes', (t) =>
  t.connection({
    type: NoteRef,
    description: "The company's notes newest first, about one creator or game, or (no subject) all of them.",
    authScopes: { companyMember: true },
    args: { subject: t.arg({ type: NoteSubjectInput, required: false }) },
    resolve: (_root, args, ctx) => {
      const deps = ctx.scope.notes;
      return resolveUseCasePage(
        args,
        (page) => new ListNotes(deps).execute({ ...actor(ctx), subject: args.subject ?? null, page }),
        (n: NoteView) => deps.notes.cursorOf(n),
      );
    },
  }),
);

builder.mutationFields((t) => ({
  addNote: t.id({
    description: 'Answers the new note id.',
    authScopes: { companyMember: true },
    args: { subject: t.arg({ type: NoteSubjectInput }), text: t.arg.string() },
    resolve: async (_root, { subject, text }, ctx) =>
      unwrap(await new AddNote(ctx.scope.notes).execute({ ...actor(ctx), subject, form: { text } })).id,
  }),
  editNote: t.id({
    authScopes: { companyMember: true },
    args: { noteId: t.arg.id(), text: t.arg.string() },
    resolve: async (_root, { noteId, text }, ctx) =>
      unwrap(await new EditNote(ctx.scope.notes).execute({ ...actor(ctx), noteId: String(noteId), form: { text } })).id,
  }),
  deleteNote: t.id({
    authScopes: { companyMember: true },
    args: { noteId: t.arg.id() },
    resolve: async (_root, { noteId }, ctx) =>
      unwrap(await new DeleteNote(ctx.scope.notes).execute({ ...actor(ctx), noteId: String(noteId) })),
  }),
  addNoteComment: t.id({
    description: 'Answers the new comment id.',
    authScopes: { companyMember: true },
    args: { noteId: t.arg.id(), text: t.arg.string() },
    resolve: async (_root, { noteId, text }, ctx) =>
      unwrap(await new AddNoteComment(ctx.scope.notes).execute({ ...actor(ctx), noteId: String(noteId), form: { text } })).id,
  }),
  editNoteComment: t.id({
    authScopes: { companyMember: true },
    args: { commentId: t.arg.id(), text: t.arg.string() },
    resolve: async (_root, { commentId, text }, ctx) =>
      unwrap(await new EditNoteComment(ctx.scope.notes).execute({ ...actor(ctx), commentId: String(commentId), form: { text } })).id,
  }),
  deleteNoteComment: t.id({
    authScopes: { companyMember: true },
    args: { commentId: t.arg.id() },
    resolve: async (_root, { commentId }, ctx) =>
      unwrap(await new DeleteNoteComment(ctx.scope.notes).execute({ ...actor(ctx), commentId: String(commentId) })),
  }),
}));
