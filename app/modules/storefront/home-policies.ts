import type { FaqItem, IconFeature } from "~/db/schema/settings";
import { storefrontFaqs } from "~/modules/settings/policy-faqs";
import {
  GUARANTEE_TERMS_PATH,
  guaranteeFeatures,
  guaranteeHeading,
  returnsPolicy,
} from "~/modules/settings/returns-policy";
import type { HomeSettings } from "~/modules/settings/settings-views";

/** What the home page says of the shop's policies, written by the loader so the policy rules stay off the browser. */
export type HomePolicies = {
  /** the guarantee's days for the trust bar, or null while there is no guarantee */
  guaranteeDays: number | null;
  guaranteeHeading: string | null;
  /** the policy's own features, then the operator's */
  guaranteeFeatures: IconFeature[];
  guaranteeTermsPath: string;
  faqs: FaqItem[];
};

/** `payment` is the FAQ's answer about paying, from the shop's payment provider. */
export function homePolicies(settings: HomeSettings, payment: FaqItem): HomePolicies {
  return {
    guaranteeDays: returnsPolicy(settings).guarantee?.days ?? null,
    guaranteeHeading: guaranteeHeading(settings),
    guaranteeFeatures: [...guaranteeFeatures(settings), ...settings.guaranteeFeatures],
    guaranteeTermsPath: GUARANTEE_TERMS_PATH,
    faqs: storefrontFaqs(settings, payment),
  };
}
