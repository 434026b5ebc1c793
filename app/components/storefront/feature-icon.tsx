import { SpriteIcon } from "~/components/ui/sprite-icon";
import { featureIconName } from "~/components/ui/sprite-icon-names";

// Settings may name any of SPEC §3's 18 icons; drawing them from the sprite means none of them
// ships as JavaScript.
export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  return <SpriteIcon name={featureIconName(name)} className={className} />;
}
