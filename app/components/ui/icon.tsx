import type { SVGProps } from "react";
import { iconSvgAttributes, type IconName } from "~/config/icons";
import spriteUrl from "./generated/icon-sprite.svg?url&no-inline";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "name" | "children"> & {
  name: IconName;
  /** Names the icon for assistive technology, for an icon that stands alone; without it the icon is hidden from them. */
  label?: string;
};

/**
 * A lucide icon drawn from the site's sprite (scripts/build-icons.mjs): `<use>` points at the hashed,
 * long-cached sprite file, so pages and their data carry only the icon's name. 24px unless a class sizes it
 * (`size-4`); the stroke takes the text colour. Decorative by default: next to words that say the same,
 * it is hidden from assistive technology.
 */
export function Icon({ name, label, ...props }: IconProps) {
  const naming = label ? { role: "img", "aria-label": label } : { "aria-hidden": true };
  return (
    <svg {...iconSvgAttributes} {...naming} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
