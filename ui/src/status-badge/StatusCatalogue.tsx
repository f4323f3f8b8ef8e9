import { Badge } from './StatusBadge.tsx';
import { STATUS_BADGES, STATUS_KIND_LABELS, isStatusKind } from './status-labels.ts';

/** Every badge of the mapping table, grouped by kind: the designers' reference (and the story under test). */
export function StatusCatalogue() {
  return (
    <div className="status-catalogue">
      {Object.keys(STATUS_BADGES)
        .filter(isStatusKind)
        .map((kind) => (
          <table key={kind}>
            <caption>{STATUS_KIND_LABELS[kind]}</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">Badge</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(STATUS_BADGES[kind]).map(([status, look]) => (
                <tr key={status}>
                  <td>
                    <code>{status}</code>
                  </td>
                  <td>
                    <Badge look={look} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </div>
  );
}
