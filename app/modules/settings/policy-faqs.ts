import type { FaqItem, Settings } from "~/db/schema/settings";

import { deliveryCountriesFaq } from "./delivery-destinations";
import { returnsFaq, type ReturnsPolicySettings } from "./returns-policy";

/**
 * The FAQ as shoppers read it (home page, Support, the assistant): the answers about returns and where the
 * shop delivers are written from the policies in settings, so they always say what checkout and the Returns
 * page do; the operator's own questions follow.
 */
export function storefrontFaqs(
  settings: ReturnsPolicySettings & Pick<Settings, "faqList" | "deliveryCountries">,
): FaqItem[] {
  return [returnsFaq(settings), deliveryCountriesFaq(settings), ...settings.faqList];
}
