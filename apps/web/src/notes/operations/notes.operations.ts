import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** Company notes with comments: the notes page, the company home and any page about a creator or game. */

export const NotesQuery = graphql(`
  query Notes($subject: NoteSubjectInput, $first: Int, $after: String) {
    notes(subject: $subject, first: $first, after: $after) {
      edges {
        node {
          id
          subject {
            kind
            id
            name
          }
          text
          authorName
          viewerIsAuthor
          createdAt
          lastEditedAt
          comments {
            id
            text
            authorName
            viewerIsAuthor
            createdAt
            lastEditedAt
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
export type NotesPage = ResultOf<typeof NotesQuery>['notes'];
export type Note = NotesPage['edges'][number]['node'];
export type NoteSubjectInput = NonNullable<VariablesOf<typeof NotesQuery>['subject']>;

export const AddNoteMutation = graphql(`
  mutation AddNote($subject: NoteSubjectInput!, $text: String!) {
    addNote(subject: $subject, text: $text)
  }
`);
export const EditNoteMutation = graphql(`
  mutation EditNote($noteId: ID!, $text: String!) {
    editNote(noteId: $noteId, text: $text)
  }
`);
export const DeleteNoteMutation = graphql(`
  mutation DeleteNote($noteId: ID!) {
    deleteNote(noteId: $noteId)
  }
`);
export const AddNoteCommentMutation = graphql(`
  mutation AddNoteComment($noteId: ID!, $text: String!) {
    addNoteComment(noteId: $noteId, text: $text)
  }
`);
export const EditNoteCommentMutation = graphql(`
  mutation EditNoteComment($commentId: ID!, $text: String!) {
    editNoteComment(commentId: $commentId, text: $text)
  }
`);
export const DeleteNoteCommentMutation = graphql(`
  mutation DeleteNoteComment($commentId: ID!) {
    deleteNoteComment(commentId: $commentId)
  }
`);

export const addNote = async (subject: NoteSubjectInput, text: string) => (await request(AddNoteMutation, { subject, text })).addNote;
export const editNote = async (noteId: string, text: string) => (await request(EditNoteMutation, { noteId, text })).editNote;
export const deleteNote = async (noteId: string) => (await request(DeleteNoteMutation, { noteId })).deleteNote;
export const addNoteComment = async (noteId: string, text: string) =>
  (await request(AddNoteCommentMutation, { noteId, text })).addNoteComment;
export const editNoteComment = async (commentId: string, text: string) =>
  (await request(EditNoteCommentMutation, { commentId, text })).editNoteComment;
export const deleteNoteComment = async (commentId: string) => (await request(DeleteNoteCommentMutation, { commentId })).deleteNoteComment;
