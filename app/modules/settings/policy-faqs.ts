import type { FaqItem, Settings } from "~/db/schema/settings";

import { deliveryCountriesFaq } from "./delivery-destinations";
import { returnsFaq, type ReturnsPolicySettings } from "./returns-policy";

/**
 * The FAQ as shoppers read it (home page, Support, the assistant): the answers about returns and where the
 * shop delivers are written from the policies in settings, and the one about paying (`payment`, from the
 * payment provider the shop is configured with), so they always say what checkout and the Returns page do;
 * the operator's own questions follow, less any that asks the payment question again.
 */
export function storefrontFaqs(
  settings: ReturnsPolicySettings & Pick<Settings, "faqList" | "deliveryCountries">,
  payment: FaqItem,
): FaqItem[] {
  const same = (item: FaqItem) => item.question.trim().toLowerCase() === payment.question.toLowerCase();
  return [
    returnsFaq(settings),
    deliveryCountriesFaq(settings),
    payment,
    ...settings.faqList.filter((item) => !same(item)),
  ];
}
