import type { AppLoadContext } from "react-router";

import { publicOrigin } from "~/lib/env.server";
import { getLegalPage } from "~/modules/settings/settings.server";
import type { PolicyKind } from "~/modules/settings/trader";

/** A policy page's loader: the operator's text, or the UK template when they have left it empty. */
export function legalPageLoader(kind: PolicyKind) {
  return async ({ context }: { context: AppLoadContext }) => ({
    origin: publicOrigin(context.config),
    ...(await getLegalPage(context.db, kind)),
  });
}
