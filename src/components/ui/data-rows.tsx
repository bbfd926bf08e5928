// The rows of a list: a dense table on a desk, one card per row on a phone. A list declares
// its columns (TanStack Table) and what its card shows; the markup is the same for all.
// No "use client": a list's columns are plain data, so a server component may import the
// module that declares them (vehicle-table's vehicleName); DataTable renders DataRows.
import {
  createColumnHelper,
  FlexRender,
  metaHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from "@tanstack/react-table";
import { IntentLink } from "./intent-link";
import type { ReactNode } from "react";
import { cn } from "./cn";

type ColumnMeta = {
  /** The table cell's classes. */
  className?: string;
  align?: "right";
  /** This column's cell is the row's link; the whole row is its target. */
  rowLink?: boolean;
};

/** What a list shows one row per: anything with an id. */
export type ListItem = RowData & { id: string };

const features = tableFeatures({ columnMeta: metaHelper<ColumnMeta>() });
type Features = typeof features;

/** The column helper every list declares its columns with. */
export const listColumns = <Item extends ListItem>() => createColumnHelper<Features, Item>();

/** A part of the phone card: a column's id (its cell, as in the table) or the card's own rendering. */
type CardPart<Item extends ListItem> = string | ((item: Item) => ReactNode);

export type ListRows<Item extends ListItem> = {
  columns: ReadonlyArray<ColumnDef<Features, Item>>;
  /** The phone card: `title` and `aside` side by side at the top, then `body`. */
  card: { title: CardPart<Item>; aside?: CardPart<Item>; body?: (item: Item) => ReactNode };
  /** Where a row leads: the whole card is the link, and in the table the `rowLink` column's cell.
   * A row's page is fetched ahead only when the row is reached for (IntentLink): a page of 25
   * would otherwise fetch the pages of every row in view, for the one a person opens. */
  href?: (item: Item) => string;
  /** The table link's accessible name, when its cell's text is not enough. */
  linkLabel?: (item: Item) => string;
  /** Names the cards and rows for tests: `<testId>-card`, `<testId>-row`. */
  testId?: string;
};

const rowId = (item: ListItem) => item.id;
const CARD = "rounded-[var(--radius-card)] bg-white p-4 shadow-sm ring-1 ring-slate-200";

function CardPartOf<Item extends ListItem>({
  part,
  row,
}: {
  part: CardPart<Item>;
  row: Row<Features, Item>;
}) {
  if (typeof part === "function") return part(row.original);
  const cell = row.getAllCellsByColumnId()[part];
  return cell ? <FlexRender cell={cell} /> : null;
}

function Card<Item extends ListItem>({
  rows,
  row,
}: {
  rows: ListRows<Item>;
  row: Row<Features, Item>;
}) {
  const { card, href, testId } = rows;
  const content = (
    <>
      <div className="flex items-start justify-between gap-3">
        <CardPartOf part={card.title} row={row} />
        {card.aside ? <CardPartOf part={card.aside} row={row} /> : null}
      </div>
      {card.body?.(row.original)}
    </>
  );
  const name = testId && `${testId}-card`;
  if (!href) {
    return (
      <li className={CARD} data-testid={name}>
        {content}
      </li>
    );
  }
  return (
    <li>
      <IntentLink
        href={href(row.original)}
        className={cn("block hover:ring-brand-500", CARD)}
        data-testid={name}
      >
        {content}
      </IntentLink>
    </li>
  );
}

export function DataRows<Item extends ListItem>({
  rows,
  data,
}: {
  rows: ListRows<Item>;
  data: Item[];
}) {
  const table = useTable({ features, columns: rows.columns, data, getRowId: rowId });
  const { href, linkLabel, testId } = rows;
  const lines = table.getRowModel().rows;
  return (
    <>
      <ul className="space-y-2 md:hidden">
        {lines.map((row) => (
          <Card key={row.id} rows={rows} row={row} />
        ))}
      </ul>
      <div className="hidden overflow-hidden rounded-[var(--radius-card)] bg-white shadow-sm ring-1 ring-slate-200 md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium tracking-wide text-slate-500 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      "px-4 py-2.5",
                      header.column.columnDef.meta?.align === "right" && "text-right",
                    )}
                  >
                    <FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {lines.map((row) => (
              <tr
                key={row.id}
                className={cn("hover:bg-slate-50", href && "relative")}
                data-testid={testId && `${testId}-row`}
              >
                {row.getAllCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cn(
                        "px-4 py-2",
                        meta?.align === "right" && "text-right",
                        meta?.className,
                      )}
                    >
                      {href && meta?.rowLink ? (
                        <IntentLink
                          href={href(row.original)}
                          className="after:absolute after:inset-0"
                          aria-label={linkLabel?.(row.original)}
                        >
                          <FlexRender cell={cell} />
                        </IntentLink>
                      ) : (
                        <FlexRender cell={cell} />
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
