import { notFound } from "~/lib/http.server";
import { isInvoiceSignature } from "~/modules/invoices/invoice-link.server";
import { pdfResponse } from "~/modules/invoices/invoice-pdf.server";
import { orderDocumentPdf } from "~/modules/orders/order-invoices.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/invoice";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// GET /invoice/{orderNumber}?sig=…: the order's VAT invoice from the link in its confirmation email,
// no sign-in needed; a link whose order number or signature was changed is refused.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const sig = new URL(request.url).searchParams.get("sig");
  if (!isInvoiceSignature(context.config, params.orderNumber, sig))
    return new Response("This invoice link is not valid.", { status: 403 });
  const found = await orderDocumentPdf(context.db, params.orderNumber);
  return found ? pdfResponse(found) : notFound("Invoice not found");
}
