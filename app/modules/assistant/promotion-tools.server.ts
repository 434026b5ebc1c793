// Sales and discount codes: created and ended through the Sales and Discounts pages' own schemas and
// module functions, with the same review cards (and the same Undo from Activity where the page has it).
import { formatDateTimeGB } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { formatPrice } from "~/lib/money";
import {
  createDiscountCode,
  endDiscountCode,
  getDiscountCode,
  listDiscountCodes,
} from "~/modules/promotions/discount-codes-admin.server";
import { codeValueLabel, DiscountCodeSchema } from "~/modules/promotions/discount-codes.schema";
import { runSaleAction } from "~/modules/promotions/sales-admin.server";
import { discountLabel, SaleSchema, targetLabel } from "~/modules/promotions/sales.schema";
import { createSale, listSales } from "~/modules/promotions/sales.server";

import { codeStacksWithSaleWarning, saleStacksWithCodeWarning } from "./consistency.server";
import { createCard, deleteCard } from "./previews.server";
import { defineTool, IdArgs } from "./tool-kit.server";

const SALES = "/admin/dashboard/sales";
const CODES = "/admin/dashboard/discounts";

/** The codes that are taking orders or will. */
const openCodes = async (db: Parameters<typeof listSales>[0]) =>
  (await listDiscountCodes(db)).filter((code) => code.status !== "ended");

async function findSale(db: Parameters<typeof listSales>[0], id: string) {
  const sale = (await listSales(db)).find((s) => s.id === id);
  if (!sale) throw new DomainError("not_found", "Sale not found");
  return sale;
}

export const PROMOTION_TOOLS = [
  defineTool({
    name: "create_sale",
    description:
      "Schedule a sale: a name, a start and an end (ISO timestamps), percentOff or amountOff (pounds), and a target " +
      "(all_products, all_addons, or items). Prices change at the start and go back at the end by themselves.",
    schema: SaleSchema,
    async preview({ db }, { value }) {
      const card = createCard(`Schedule the sale “${value.name}”`, {
        discount: discountLabel(value),
        appliesTo: targetLabel(value),
        starts: formatDateTimeGB(value.startsAt),
        ends: formatDateTimeGB(value.endsAt),
      });
      const warning = saleStacksWithCodeWarning(value, await openCodes(db));
      return warning ? { ...card, notes: [warning] } : card;
    },
    async run({ db, actor }, { input }) {
      const sale = await createSale(db, input, actor);
      return {
        message: `Scheduled the sale “${sale.name}”${sale.startedNow ? "; it is live now" : ""}.`,
        data: { id: sale.id, name: sale.name, status: sale.status },
      };
    },
  }),
  defineTool({
    name: "end_sale",
    description:
      "End a sale now: a live one ends (prices go back to what they were before it), a scheduled one is called off. " +
      "Give its id.",
    schema: IdArgs,
    async preview({ db }, { value }) {
      const sale = await findSale(db, value.id);
      return {
        ...deleteCard(`End the sale “${sale.name}” now`, { text: sale.name, href: SALES }, sale.name),
        destructive: false,
      };
    },
    async run({ db, actor }, { value }) {
      const sale = await findSale(db, value.id);
      const intent = sale.status === "scheduled" ? "delete" : "end";
      const message = await runSaleAction(db, { intent, id: sale.id }, actor);
      return { message: `Ended “${sale.name}”. ${message}`, data: { id: sale.id } };
    },
  }),
  defineTool({
    name: "create_discount_code",
    description:
      "Create a discount code shoppers type at checkout: code, kind (percentage, amount or free_delivery), " +
      "percentOff or amountOff (pounds), optional minimumSpend, startsAt, endsAt, usageLimit, onePerEmail, appliesTo.",
    schema: DiscountCodeSchema,
    async preview({ db }, { value }) {
      const card = createCard(`Create the discount code ${value.code}`, {
        discount: codeValueLabel(value),
        minimumSpend: value.minimumSpend ? formatPrice(value.minimumSpend) : undefined,
        starts: value.startsAt ? formatDateTimeGB(value.startsAt) : "Now",
        ends: value.endsAt ? formatDateTimeGB(value.endsAt) : undefined,
        usageLimit: value.usageLimit ?? undefined,
      });
      const sales = (await listSales(db)).filter((sale) => sale.status !== "ended");
      const warning = codeStacksWithSaleWarning(value, sales);
      return warning ? { ...card, notes: [warning] } : card;
    },
    async run({ db, actor }, { input }) {
      const code = await createDiscountCode(db, input, actor);
      return { message: `Created the code ${code.code} (${codeValueLabel(code)}).`, data: { id: code.id } };
    },
  }),
  defineTool({
    name: "end_discount_code",
    description: "End a discount code now (orders placed with it keep their discount): give its id.",
    schema: IdArgs,
    async preview({ db }, { value }) {
      const code = await getDiscountCode(db, value.id);
      return {
        ...deleteCard(`End the code ${code.code} now`, { text: code.code, href: CODES }, code.code),
        destructive: false,
      };
    },
    async run({ db, actor }, { value }) {
      const code = await endDiscountCode(db, value.id, actor);
      return { message: `Ended the code ${code.code}.`, data: { id: code.id } };
    },
  }),
];

/** The sales and codes the planner can name: scheduled and live ones. */
export async function promotionsForPlanner(db: Parameters<typeof listSales>[0]) {
  const [sales, codes] = await Promise.all([listSales(db), listDiscountCodes(db)]);
  return {
    sales: sales
      .filter((s) => s.status !== "ended")
      .map((s) => ({ id: s.id, name: s.name, status: s.status, target: s.target, items: s.items })),
    codes: codes.filter((c) => c.status !== "ended").map((c) => ({ id: c.id, code: c.code, status: c.status })),
  };
}
