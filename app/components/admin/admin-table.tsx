import type { ReactNode } from "react";

/** A column: its header, and what each row shows under it. */
export interface AdminTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes for the column's cells, e.g. `whitespace-nowrap`. */
  className?: string;
}

/** A table's columns: the first names each row. */
export type AdminTableColumns<Row> = [AdminTableColumn<Row>, ...AdminTableColumn<Row>[]];

/** Said in place of the rows: that they are loading, that there are none, or why not. */
export interface AdminTableNotice {
  text: string;
  failed?: boolean;
}

// Below 640 px a row is a card of its own: a table's columns do not fit a phone.
const rowLook =
  "max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-4 max-sm:shadow-sm";
const cellPadding = "sm:px-4 sm:py-3";
// When a wide table scrolls inside its box, the actions column stays in view at its right edge.
const pinnedRight = "sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]";

/**
 * The admin's table of records. From 640 px up a `<table>` with its column headers; on a phone
 * each row is a card: the first column as its title, every other cell under its column's name
 * (shown only there: assistive technology hears the header cells), and the row's actions as
 * whole buttons at the foot, so none is ever off screen.
 */
export function AdminTable<Row extends { id: string | number }>({
  caption,
  columns: [titleColumn, ...columns],
  rows,
  actions,
  notice,
  rowClassName = "",
  tableClassName = "",
}: {
  /** The table's name for assistive technology. */
  caption: string;
  /** The first column names each row (`<th scope="row">`). */
  columns: AdminTableColumns<Row>;
  /** Each keyed by its id. */
  rows: readonly Row[];
  /** The row's links and buttons: the last column (kept in view when the table scrolls sideways), and the foot of the card on a phone. */
  actions?: AdminTableColumn<Row>;
  notice?: AdminTableNotice | null;
  /** Classes for every row, e.g. to fade one while something happens to it. */
  rowClassName?: string;
  /** Classes for the `<table>` from 640 px up, e.g. a minimum width its box then scrolls to. */
  tableClassName?: string;
}) {
  const headers = [titleColumn, ...columns, ...(actions ? [actions] : [])];
  return (
    <div className="relative sm:overflow-x-auto sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm">
      <table className={`w-full text-sm max-sm:block ${tableClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 max-sm:sr-only">
          <tr>
            {[titleColumn, ...columns].map(({ header }) => (
              <th key={header} scope="col" className="px-4 py-3">
                {header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={`bg-slate-50 px-4 py-3 ${pinnedRight}`}>
                {actions.header}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="max-sm:block max-sm:space-y-3 sm:divide-y sm:divide-slate-100">
          {notice ? (
            <tr className={rowLook}>
              <td colSpan={headers.length} className="py-10 text-center max-sm:block sm:px-4">
                <p
                  role={notice.failed ? "alert" : "status"}
                  className={notice.failed ? "text-red-700" : "text-slate-500"}
                >
                  {notice.text}
                </p>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={`${rowLook} ${rowClassName}`}>
                <th
                  scope="row"
                  className={`text-left font-medium text-slate-900 max-sm:block max-sm:pb-2 max-sm:wrap-anywhere ${cellPadding} ${titleColumn.className ?? ""}`}
                >
                  {titleColumn.cell(row)}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={`text-slate-700 max-sm:flex max-sm:gap-3 max-sm:py-1 ${cellPadding} ${column.className ?? ""}`}
                  >
                    <span
                      aria-hidden
                      className="w-28 shrink-0 text-xs font-semibold uppercase leading-5 tracking-wide text-slate-500 sm:hidden"
                    >
                      {column.header}
                    </span>
                    <div className="min-w-0 max-sm:wrap-anywhere">{column.cell(row)}</div>
                  </td>
                ))}
                {actions ? (
                  <td
                    className={`max-sm:block max-sm:pt-3 sm:bg-white ${pinnedRight} ${cellPadding} ${actions.className ?? ""}`}
                  >
                    <div className="flex items-center gap-1 whitespace-nowrap max-sm:flex-wrap max-sm:gap-2">
                      {actions.cell(row)}
                    </div>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
