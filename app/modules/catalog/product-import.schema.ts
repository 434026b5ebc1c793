import { z } from "zod";

import type { LineProblem } from "./product-csv";

// The import form: the file and which button was pressed ("check" is the dry run).
export const PRODUCT_IMPORT_INTENTS = ["check", "import"] as const;

export const ProductImportSchema = z.object({
  intent: z.enum(PRODUCT_IMPORT_INTENTS, { error: "Unknown action." }),
  file: z
    .instanceof(Blob, { error: "Choose a CSV file to import." })
    .refine((f) => f.size > 0, "Choose a CSV file to import."),
});

/** What a check or an import of a file found: how much it holds, and its problems and warnings by line. */
export type ImportReport = {
  imported: boolean;
  products: number;
  variants: number;
  problems: LineProblem[];
  warnings: LineProblem[];
  ignoredColumns: string[];
};
