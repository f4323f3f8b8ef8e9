import { Button } from '../button/Button.tsx';
import { formatDate, formatUsd } from '../format/format.ts';
import './tax-document.css';

interface Party {
  legalName: string;
  addressLines: readonly string[];
  country: string;
  vatNumber: string | null;
}

export interface TaxDocumentData {
  kind: 'invoice' | 'creditNote';
  number: string;
  issuedAt: string;
  seller: Party;
  buyer: Party;
  lines: readonly { description: string; amount: { cents: number } }[];
  tax: {
    label: string;
    note: string | null;
    rateBasisPoints: number;
    net: { cents: number };
    vat: { cents: number };
    gross: { cents: number };
    rounding: string;
  };
  credits: { number: string } | null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => (code ? (regionNames.of(code) ?? code) : '');

function PartyBlock({ title, party }: { title: string; party: Party }) {
  return (
    <section className="tax-document__party" aria-label={title}>
      <h2>{title}</h2>
      <p>
        <strong>{party.legalName}</strong>
        {party.addressLines.map((line) => (
          <span key={line}>{line}</span>
        ))}
        {party.country && <span>{countryName(party.country)}</span>}
        {party.addressLines.length === 0 && <span className="tax-document__missing">No billing address given</span>}
      </p>
      {party.vatNumber && <p>VAT number {party.vatNumber}</p>}
    </section>
  );
}

/**
 * An invoice or credit note as an accountant reads it, on screen and on paper (the print styles
 * leave the app's frame out): seller and buyer with their VAT numbers, one line per Quest run, the
 * net, the VAT line or reverse-charge note, the total, and how VAT is rounded. A credit note's
 * amounts are what goes back to the company, against the invoice it names.
 */
export function TaxDocumentView({ document, onPrint }: { document: TaxDocumentData; onPrint?: () => void }) {
  const title = document.kind === 'invoice' ? `Invoice ${document.number}` : `Credit note ${document.number}`;
  const sign = document.kind === 'creditNote' ? -1 : 1;
  const amount = (cents: number) => formatUsd(sign * cents);
  const { tax } = document;
  return (
    <article className="tax-document" aria-label={title}>
      <header className="tax-document__head">
        <h1>{title}</h1>
        <dl>
          <dt>Issued</dt>
          <dd>{formatDate(document.issuedAt)}</dd>
          {document.credits && (
            <>
              <dt>Credits invoice</dt>
              <dd>{document.credits.number}</dd>
            </>
          )}
          <dt>Currency</dt>
          <dd>USD</dd>
        </dl>
        {onPrint && (
          <Button variant="secondary" className="tax-document__print" onClick={onPrint}>
            Print
          </Button>
        )}
      </header>
      <div className="tax-document__parties">
        <PartyBlock title="Seller" party={document.seller} />
        <PartyBlock title={document.kind === 'invoice' ? 'Billed to' : 'Credited to'} party={document.buyer} />
      </div>
      <table className="tax-document__lines">
        <caption className="visually-hidden">Lines</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="tax-document__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {document.lines.map((line, index) => (
            <tr key={`${index}-${line.description}`}>
              <td>{line.description}</td>
              <td className="tax-document__amount">{amount(line.amount.cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Net</th>
            <td className="tax-document__amount">{amount(tax.net.cents)}</td>
          </tr>
          <tr>
            <th scope="row">{tax.label}</th>
            <td className="tax-document__amount">{amount(tax.vat.cents)}</td>
          </tr>
          <tr className="tax-document__total">
            <th scope="row">Total</th>
            <td className="tax-document__amount">{amount(tax.gross.cents)}</td>
          </tr>
        </tfoot>
      </table>
      {tax.note && <p className="tax-document__note">{tax.note}</p>}
      <p className="tax-document__rounding">{tax.rounding}</p>
    </article>
  );
}
