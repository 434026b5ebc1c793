import { eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema/email";
import type { EmailTemplateName } from "~/modules/email/email.schema";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { getSettings } from "~/modules/settings/settings.server";

/** The first email queued from `template`, rendered as its reader gets it, with the shop's own brand. */
export async function renderQueuedEmail(db: Db, template: EmailTemplateName, origin = "https://shop.example") {
  const [queued] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, template));
  if (!queued) throw new Error(`no ${template} email was queued`);
  return renderEmail(template, queued.data as never, brandFromSettings(await getSettings(db), origin));
}
