/** A column of a table; the actions column comes last on its own. */
export interface TableColumn {
  label: string;
  numeric?: boolean;
}

/** The head of a table: the columns, then the actions column, named `actions`. */
export function TableHead({
  columns,
  actions,
}: {
  columns: readonly TableColumn[];
  actions: string;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.numeric ? 'numeric' : undefined}>
            {column.label}
          </th>
        ))}
        <th scope="col" className="table__actions">
          {actions}
        </th>
      </tr>
    </thead>
  );
}
