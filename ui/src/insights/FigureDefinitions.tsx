import { FIGURE_DEFINITIONS } from './figure-definitions.ts';

/** The definitions of the insights figures, folded under the figures they explain. */
export function FigureDefinitions() {
  return (
    <details className="figure-definitions">
      <summary>What these figures mean</summary>
      <dl>
        {FIGURE_DEFINITIONS.map(({ term, definition }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{definition}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
