// The settings editor's "Navigation" tab.
import type { SettingsFields } from "../settings-fields";

export function NavigationTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Navigation",
    <>
      {f.textRows(
        "navItems",
        {
          legend: "Navigation items",
          itemLabel: "Navigation item",
          max: 12,
          newItem: () => ({ label: "", path: "/" }),
        },
        [
          { name: "label", label: "Label", max: 50 },
          { name: "path", label: "Path", max: 500, hint: "/support, /#products or a full URL" },
        ],
      )}
      {f.toggle("showTrackingInNav", "Show Track Order in the navigation")}
      {f.toggle("showTrackingInFooter", "Show Track Order in the footer")}
    </>,
  );
}
