import { announcementText, RETURNS_PATH, returnsPromise } from "./returns-policy";
import type { ShellSettings } from "./settings-views";
import { addressLines, traderStatement } from "./trader";

/**
 * The sentences every storefront page's shell shows that are written from the shop's policies. The root loader
 * writes them, so the policy and trader rules run on the server alone and stay out of the first-load JavaScript.
 */
export type ShellText = {
  announcement: string;
  /** the returns promise beside a product's Add to Cart, and where it links */
  returnsPromise: string;
  returnsPath: string;
  traderStatement: string;
  traderAddress: string[];
};

export function shellText(settings: ShellSettings): ShellText {
  return {
    announcement: announcementText(settings),
    returnsPromise: returnsPromise(settings),
    returnsPath: RETURNS_PATH,
    traderStatement: traderStatement(settings),
    traderAddress: addressLines(settings),
  };
}
