import { useId, useState, type ReactNode } from 'react';
import './ChartFigure.css';

export interface ChartFigureProps {
  /** Chart title; names the figure. */
  title: string;
  /** One sentence on what the chart shows (read before the data). */
  description?: string;
  /** The drawn chart; hidden from screen readers, who get the table instead. */
  chart: ReactNode;
  /** Column headings of the data table. */
  columns: readonly string[];
  /** Table rows: the same figures as the chart, already formatted. */
  rows: readonly (readonly string[])[];
  /** Shown instead of the chart when there are no rows. */
  emptyText?: string;
}

/**
 * The accessible frame every chart sits in: a named figure whose SVG is decorative and whose data is a
 * real table, always there for screen readers and shown on demand for everyone.
 */
export function ChartFigure({ title, description, chart, columns, rows, emptyText = 'No data for this period.' }: ChartFigureProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  return (
    <figure className="chart-figure" aria-labelledby={`${id}-title`} aria-describedby={description ? `${id}-desc` : undefined}>
      <figcaption className="chart-figure__caption">
        <span className="chart-figure__title" id={`${id}-title`}>
          {title}
        </span>
        {rows.length > 0 && (
          <button type="button" className="chart-figure__toggle" aria-expanded={showTable} onClick={() => setShowTable(!showTable)}>
            {showTable ? 'Hide data table' : 'Show data table'}
          </button>
        )}
      </figcaption>
      {description && (
        <p className="chart-figure__description" id={`${id}-desc`}>
          {description}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="chart-figure__empty">{emptyText}</p>
      ) : (
        <div className="chart-figure__chart" aria-hidden="true">
          {chart}
        </div>
      )}
      {rows.length > 0 && (
        <table className={showTable ? 'chart-figure__table' : 'visually-hidden'}>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((cell, cellIndex) =>
                  cellIndex === 0 ? (
                    <th key={cellIndex} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={cellIndex}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
