import './TokenTable.css';

export interface TokenTableProps {
  /** Heading above the table. */
  title: string;
  /** How each token's sample is drawn. */
  kind: 'colour' | 'font-size' | 'space' | 'value';
  /** CSS custom property names, e.g. "--color-primary". */
  tokens: readonly string[];
}

const sample = (kind: TokenTableProps['kind'], token: string) => {
  if (kind === 'colour') return <span className="token-table__swatch" style={{ background: `var(${token})` }} />;
  if (kind === 'font-size') return <span style={{ fontSize: `var(${token})` }}>Lurkit Aa</span>;
  if (kind === 'space') return <span className="token-table__bar" style={{ width: `var(${token})` }} />;
  return null;
};

/** Documentation table of design tokens, each with a live sample that follows the current theme. */
export function TokenTable({ title, kind, tokens }: TokenTableProps) {
  return (
    <section className="token-table">
      <h2>{title}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Token</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token}>
              <td>
                <code>{token}</code>
              </td>
              <td>{kind === 'value' ? <code>{`var(${token})`}</code> : sample(kind, token)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
