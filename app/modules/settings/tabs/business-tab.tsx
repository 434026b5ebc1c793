// The settings editor's "Business" tab: the trader's identity, shown in the footer, on Support and the
// legal pages, in every email and on VAT invoices.
import type { SettingsFields } from "../settings-fields";

export function BusinessTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Business",
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("legalName", "Legal name", { hint: "The registered name, e.g. Retro Handhelds Ltd." })}
        {f.text("tradingName", "Trading name", { hint: "Leave empty to use the site name." })}
      </div>
      {f.text("traderAddress", "Geographic address", {
        multiline: true,
        hint: "A real postal address, one line per row (not a PO box).",
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("supportEmail", "Support email", { type: "email", max: 255 })}
        {f.text("supportPhone", "Support phone", { type: "tel", max: 40 })}
        {f.text("companyNumber", "Company number", { max: 20 })}
        {f.text("vatNumber", "VAT number", { max: 20 })}
      </div>
      {f.text("customerRetentionYears", "Years to keep customers' details on orders", {
        type: "number",
        hint:
          "A customer's name, email, address and phone on older orders can be erased from their page. " +
          "Invoices and amounts are always kept; HMRC asks for six years of records.",
      })}
    </>,
  );
}
