// The trader's identity and legal pages that are never empty (DESIGN.md).
import { describe, expect, it } from "vitest";

import { settings } from "~/db/schema/settings";
import { seedDemoCatalog } from "~/modules/demo/demo-seed.server";
import { getLegalStatus } from "~/modules/settings/settings.server";
import { loader as privacyLoader } from "~/routes/privacy-policy";
import { loader as returnsLoader } from "~/routes/returns";
import { loader as termsLoader } from "~/routes/terms-of-service";

import { routeArgs } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const trader = {
  legalName: "Pocket Games Ltd",
  tradingName: "Pocket Games",
  traderAddress: "12 Mill Lane\nYork\nYO1 7HH",
  supportEmail: "help@pocket.example",
  supportPhone: "01904 000000",
  companyNumber: "09876543",
  vatNumber: "GB 999 8888 77",
};
const args = (path: string) => routeArgs(db, new Request(`http://localhost${path}`));

describe("legal pages", () => {
  it(
    "an empty policy shows its UK template, filled from the trader's identity, " + "and the dashboard says so",
    async () => {
      await db.update(settings).set({ ...trader, returnPolicy: "", termsOfService: "", privacyPolicy: "" });
      const returns = await returnsLoader(args("/returns"));
      expect(returns.title).toBe("Returns & Cancellations");
      expect(returns.isTemplate).toBe(true);
      for (const words of [
        "within 14 days of the day you",
        "How to cancel",
        "Model cancellation form",
        "Consumer Rights Act 2015",
        "We refund the price you paid and the standard delivery charge within 14 days",
        "help@pocket.example",
        "12 Mill Lane, York, YO1 7HH",
        "Pocket Games is a trading name of Pocket Games Ltd",
      ])
        expect(returns.text).toContain(words);
      const terms = await termsLoader(args("/terms-of-service"));
      expect(terms).toMatchObject({ title: "Terms of Sale", isTemplate: true });
      expect(terms.text).toContain("company number 09876543");
      const privacy = await privacyLoader(args("/privacy-policy"));
      expect(privacy).toMatchObject({ title: "Privacy Notice", isTemplate: true });
      expect(privacy.text).toContain("Information Commissioner's Office");

      expect(await getLegalStatus(db)).toEqual({
        missingTraderDetails: [],
        templatedPolicies: ["Terms of Sale", "Privacy Notice", "Returns & Cancellations"],
      });
    },
  );

  it("a written policy is shown as written; emptied again, it falls back to the template", async () => {
    await db.update(settings).set({ termsOfService: "Our own terms." });
    expect(await termsLoader(args("/terms-of-service"))).toMatchObject({ text: "Our own terms.", isTemplate: false });
    await db.update(settings).set({ termsOfService: "   " });
    expect(await termsLoader(args("/terms-of-service"))).toMatchObject({ isTemplate: true });
  });

  it("the dashboard names the trader details the law needs while they are missing", async () => {
    expect((await getLegalStatus(db)).missingTraderDetails).toEqual([
      "legal name",
      "geographic address",
      "support email",
    ]);
  });

  it("the demo seeds its identity and privacy notice; its Returns and Terms follow its settings", async () => {
    await db.delete(settings);
    await seedDemoCatalog(db);
    // stored copies would go stale when the operator changes the guarantee or the delivery list
    expect(await getLegalStatus(db)).toEqual({
      missingTraderDetails: [],
      templatedPolicies: ["Terms of Sale", "Returns & Cancellations"],
    });
    const returns = await returnsLoader(args("/returns"));
    expect(returns.text).toContain("Model cancellation form");
    expect(returns.guarantee?.heading).toBe("30-Day Money-Back Guarantee");
  });
});
