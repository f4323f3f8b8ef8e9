import useSWRInfinite from 'swr/infinite';
import { request } from '../../shared/api/gql-client.ts';
import { NotesQuery, type NoteSubjectInput, type NotesPage } from '../operations/notes.operations.ts';

/** The company's notes about one subject (or all, newest first), 20 at a time. */
export function useNotes(subject: NoteSubjectInput | null) {
  const pages = useSWRInfinite(
    (index: number, previous: NotesPage | null) =>
      index === 0
        ? ['gql:Notes', subject?.kind ?? null, subject?.id ?? null, null]
        : previous?.pageInfo.hasNextPage
          ? ['gql:Notes', subject?.kind ?? null, subject?.id ?? null, previous.pageInfo.endCursor ?? null]
          : null,
    ([, , , after]: [string, string | null, string | null, string | null]) =>
      request(NotesQuery, { subject, first: 20, after }).then((d) => d.notes),
  );
  const notes = (pages.data ?? []).flatMap((page) => page.edges.map((e) => e.node));
  const hasMore = pages.data?.at(-1)?.pageInfo.hasNextPage ?? false;
  return { ...pages, notes, hasMore, loadMore: () => pages.setSize(pages.size + 1) };
}
