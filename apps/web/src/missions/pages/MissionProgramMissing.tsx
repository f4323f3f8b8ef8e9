import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';
import { RouterLink } from '../../shared/RouterLink.tsx';

/** Missions belong to the Creator Program (spec 6): without one, the setup sends the company to create it. */
export function MissionProgramMissing({ heading }: { heading: string }) {
  return (
    <>
      <h1>{heading}</h1>
      <EmptyState title="Missions belong to a Creator Program">
        Create your Creator Program first: its members take your missions.{' '}
        <RouterLink href="/creator-programs/new/edit">Create a Creator Program</RouterLink>
      </EmptyState>
    </>
  );
}
