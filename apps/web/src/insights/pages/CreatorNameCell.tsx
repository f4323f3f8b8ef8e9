import { AuthenticityBadge, type AuthenticityView } from '@lurkit/ui/insights/AudienceAuthenticity.tsx';

/** A creator's name and handle in a company's table, with their audience authenticity under it when the API gives it. */
export function CreatorNameCell({ creator }: { creator: { displayName: string; username: string; authenticity?: AuthenticityView } }) {
  return (
    <>
      <span>{`${creator.displayName} (@${creator.username})`}</span>
      {creator.authenticity && (
        <div>
          <AuthenticityBadge {...creator.authenticity} creatorName={creator.displayName} />
        </div>
      )}
    </>
  );
}
