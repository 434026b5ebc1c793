import { AdminFormPage } from "~/components/admin/admin-form-page";
import { formInput } from "~/lib/form-input";
import { adminPageLoader, adminToastAction } from "~/modules/auth/admin-route.server";
import { FaqEditor } from "~/modules/settings/faq-editor";
import { faqFormInput } from "~/modules/settings/faq.schema";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/faq";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({ faqs: await getFaqs(db) }));

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    await saveFaqs(db, formInput(form, faqFormInput), actor);
    return "FAQs saved successfully.";
  });

export const meta: Route.MetaFunction = () => [{ title: "FAQs · Admin" }];

// Saving keeps the editor open: the FAQ list is its own page, with no list to go back to.
export default function Faqs({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFormPage title="FAQs" description="Questions and answers shown on the home page and on /support.">
      {(result) => <FaqEditor faqs={loaderData.faqs} result={result} />}
    </AdminFormPage>
  );
}
