import { isIconName, type IconName } from "../config/icons.ts";

/**
 * Content names its icons (features, discipline tiles) by their lucide names, which the content schemas
 * check against the sprite's list (app/config/icons.ts); pages draw them with `Icon`, so loader
 * data carries only the name. These helpers are what loaders called when the data carried drawings: they
 * now check a name again and pass it on unchanged, until the loaders stop calling them.
 */

/** The name of a content icon; an unknown name throws, naming it. */
export function contentIcon(name: string): IconName {
  if (!isIconName(name)) {
    throw new Error(`"${name}" is not one of the site's icons: list it in app/config/icons.ts`);
  }
  return name;
}

/** A content item whose icon is a checked icon name. */
export type WithIcon<T extends { icon: string }> = Omit<T, "icon"> & { icon: IconName };

/** Content items (features, discipline tiles) with their icon names checked. */
export function withIcons<T extends { icon: string }>(items: readonly T[]): WithIcon<T>[] {
  return items.map((item) => ({ ...item, icon: contentIcon(item.icon) }));
}

/** A content block with its features' icon names checked. */
export function withFeatureIcons<B extends { features?: { icon: string }[] }>(
  block: B,
): Omit<B, "features"> & { features?: WithIcon<NonNullable<B["features"]>[number]>[] } {
  return { ...block, features: block.features && withIcons(block.features) };
}
