import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { PageStatus } from '../../shared/PageStatus.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';
import { useProgramActivations } from '../hooks/use-programs.ts';

/** The program's access as GraphQL sends it: the mode and, for a number, the number. */
interface Access {
  readonly mode: string;
  readonly count?: number | null;
}

const NOUNS = { key: 'Key campaigns', quest: 'Quests' } as const;

/** What the program's access says, in one sentence above the list. */
function accessSentence(access: Access, noun: string): string {
  if (access.mode === 'all') return `Members may take part in all of the program's ${noun}.`;
  if (access.mode === 'count' && access.count) return `Members may take part in ${access.count} of the program's ${noun}.`;
  return `Members may take part in the ${noun} the company chose.`;
}

/**
 * /creator-programs/{id}/keys and /quests: the program's published Keys or Quests. Those past the
 * member's access are listed without a link (the API refuses opening them too).
 */
export function ProgramActivationsTab({
  programId,
  kind,
  access,
  member,
}: {
  programId: string;
  kind: 'key' | 'quest';
  access: Access;
  member: boolean;
}) {
  const noun = NOUNS[kind];
  const activations = useProgramActivations(programId, kind, member);
  if (!member)
    return <EmptyState title={`${noun} are for members`}>{accessSentence(access, noun)} Join the program to see them.</EmptyState>;
  if (!activations.data) return <PageStatus error={activations.error} />;
  return (
    <>
      <p>{accessSentence(access, noun)}</p>
      {activations.data.length === 0 ? (
        <EmptyState title={`No ${noun} yet`}>The company has not published any for the program yet.</EmptyState>
      ) : (
        <ul aria-label={noun}>
          {activations.data.map((a) => (
            <li key={a.id}>
              {a.href ? <RouterLink href={a.href}>{a.name}</RouterLink> : a.name}
              {a.takingPart ? ' · You take part' : a.granted ? '' : ' · Not included in your access'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
