import { Card } from '@lurkit/ui/card/Card.tsx';
import { CompanyLink } from '@lurkit/ui/company-link/CompanyLink.tsx';
import { EmptyState } from '@lurkit/ui/empty-state/EmptyState.tsx';

export interface ProgramCardView {
  id: string;
  name: string;
  description: string;
  perks: readonly string[];
  company: { id: string; name: string };
}

/** Creator program cards (spec 2): company, name, a line of description, perks and the membership button's label. */
export function ProgramCards({ programs, labelOf }: { programs: readonly ProgramCardView[]; labelOf: (id: string) => string }) {
  if (programs.length === 0)
    return <EmptyState title="No Creator Programs here yet">Programs that companies open to everyone appear here.</EmptyState>;
  return (
    <ul
      className="program-cards"
      style={{ listStyle: 'none', padding: 0, display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}
    >
      {programs.map((p) => (
        <li key={p.id}>
          <Card
            title={p.name}
            headingLevel={2}
            href={`/creator-programs/${p.id}`}
            eyebrow={<CompanyLink company={p.company} />}
            footer={labelOf(p.id)}
          >
            <p>{p.description.length > 140 ? `${p.description.slice(0, 140)}…` : p.description}</p>
            {p.perks.length > 0 ? <p>Perks: {p.perks.join(' · ')}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
