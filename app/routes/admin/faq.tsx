import { useActionData } from "react-router";
import type { Route } from "./+types/faq";
import { useActionFeedback } from "~/components/ui/use-action-feedback";
import { adminMutation } from "~/lib/admin-action.server";
import { requireAdminMutation, requireAdminPage } from "~/modules/auth/session.server";
import { AdminPageHeader } from "~/components/admin/list-parts";
import { FaqEditor } from "~/modules/settings/faq-editor";
import { faqFormValues } from "~/modules/settings/faq.schema";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { readForm } from "~/lib/http.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request);
  return { faqs: await getFaqs(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  return adminMutation(context.logger, async () => {
    const actor = await requireAdminMutation(context.db, request, form);
    await saveFaqs(context.db, faqFormValues(form), actor);
    return "FAQs saved successfully.";
  });
}

export const meta: Route.MetaFunction = () => [{ title: "FAQs · Admin" }];

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  useActionFeedback(result);
  return (
    <>
      <AdminPageHeader title="FAQs" description="Questions and answers shown on the home page and on /support." />
      <FaqEditor faqs={loaderData.faqs} result={result} />
    </>
  );
}
