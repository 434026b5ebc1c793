// The settings editor's "Navigation" tab.
import type { SettingsFields } from "../settings-fields";
import { Input } from "~/components/ui/input";
import { Field } from "~/components/ui/field";
import { ListEditor } from "../list-editor";

export function NavigationTab({ f }: { f: SettingsFields }) {
  return f.section(
    "Navigation",
    <>
      <ListEditor
        legend="Navigation items"
        itemLabel="Navigation item"
        items={f.values.navItems}
        max={12}
        error={f.errors.navItems}
        onChange={(items) => f.set("navItems", items)}
        newItem={() => ({ label: "", path: "/" })}
        renderItem={(item, i, update) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Label" error={f.errors[`navItems.${i}.label`]}>
              <Input value={item.label} maxLength={50} onChange={(e) => update({ ...item, label: e.target.value })} />
            </Field>
            <Field label="Path" error={f.errors[`navItems.${i}.path`]} hint="/support, /#products or a full URL">
              <Input value={item.path} maxLength={500} onChange={(e) => update({ ...item, path: e.target.value })} />
            </Field>
          </div>
        )}
      />
      {f.toggle("showTrackingInNav", "Show Track Order in the navigation")}
      {f.toggle("showTrackingInFooter", "Show Track Order in the footer")}
    </>,
  );
}
