// The settings editor's "Sections" tab.
import type { SettingsFields } from "../settings-fields";

export function SectionsTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Sections",
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {f.text("productsSectionTitle", "Products section title")}
        {f.text("productsSectionSubtitle", "Products section subtitle")}
        {f.text("featuresSectionTitle", "Features section title")}
        {f.text("featuresSectionSubtitle", "Features section subtitle")}
        {f.text("comparisonSectionTitle", "Comparison section title")}
        {f.text("comparisonSectionSubtitle", "Comparison section subtitle")}
        {f.text("videoSectionTitle", "Video section title")}
        {f.text("videoSectionSubtitle", "Video section subtitle")}
      </div>
      {f.iconFeatures("featuresList", "Features", "Feature", 12)}
      <p className="text-sm text-muted-foreground">
        Questions and answers are edited on the{" "}
        <a href="/admin/dashboard/faq" className="font-medium text-primary underline">
          FAQs page
        </a>
        .
      </p>
    </>,
  );
}
