import { DomainError } from "~/lib/errors";
import { adminDownloadLoader } from "~/modules/auth/admin-route.server";
import { pdfResponse } from "~/modules/invoices/invoice-pdf.server";
import { orderDocumentPdf } from "~/modules/orders/order-invoices.server";
import { adminRules } from "~/routes/route-rules";

export const routeRules = adminRules({ loader: "orders.manage" });

// GET /admin/dashboard/orders/{orderNumber}/documents/{number}: the order's VAT invoice or one of its
// credit notes as a PDF download. A browser whose role may not open it (a shared link) gets the 403 page that
// names it; any other client without the role, JSON `{ error }` with its status.
export const loader = adminDownloadLoader(routeRules.permission.loader, async ({ params, context }) => {
  const found = await orderDocumentPdf(context.db, params.orderNumber ?? "", params.number ?? "");
  if (!found) throw new DomainError("not_found", "Document not found");
  return pdfResponse(found);
});
