import type { ImportReport } from "./product-import.schema";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a check of a product file found: its size, then each problem and warning by line. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { problems, warnings, ignoredColumns } = report;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border p-4 text-sm">
      <p className="font-medium">
        {plural(report.products, "product", "products")} with {plural(report.variants, "variant", "variants")}
        {problems.length === 0
          ? ": no problems found. Nothing has been saved yet."
          : `: ${plural(problems.length, "problem", "problems")}. Nothing was imported.`}
      </p>
      {problems.length ? <LineList title="Problems" items={problems} className="text-destructive" /> : null}
      {warnings.length ? <LineList title="Warnings" items={warnings} /> : null}
      {ignoredColumns.length ? (
        <p className="text-muted-foreground">Columns not imported: {ignoredColumns.join(", ")}</p>
      ) : null}
    </div>
  );
}

function LineList({
  title,
  items,
  className,
}: {
  title: string;
  items: { line: number; message: string }[];
  className?: string;
}) {
  return (
    <div>
      <h3 className="font-semibold">{title}</h3>
      <ul className={`list-disc pl-5 ${className ?? ""}`}>
        {items.map((p, i) => (
          <li key={i}>
            Line {p.line}: {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
