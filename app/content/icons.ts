import {
  Baby,
  Bike,
  BookOpen,
  Bot,
  Brain,
  BrainCircuit,
  Calendar,
  Camera,
  ChartLine,
  ChefHat,
  Cloud,
  Code,
  Coffee,
  Database,
  Gauge,
  Globe,
  GraduationCap,
  Guitar,
  Handshake,
  Headset,
  Heart,
  HeartPulse,
  House,
  Landmark,
  Leaf,
  Lightbulb,
  Megaphone,
  MessageSquareText,
  Monitor,
  PenTool,
  Rocket,
  Route,
  Scale,
  ScanEye,
  Server,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Sprout,
  Trophy,
  Truck,
  Users,
  Utensils,
  Warehouse,
  type LucideIcon,
} from "lucide-react";
import { isValidElement } from "react";

/**
 * The icons content may name (kebab-case lucide names). Only loaders import this module, so the
 * components stay out of the browser bundle: pages receive the drawing as data (`contentIcon`).
 */
const contentIcons: Record<string, LucideIcon> = {
  baby: Baby,
  bike: Bike,
  "book-open": BookOpen,
  bot: Bot,
  brain: Brain,
  "brain-circuit": BrainCircuit,
  calendar: Calendar,
  camera: Camera,
  "chart-line": ChartLine,
  "chef-hat": ChefHat,
  cloud: Cloud,
  code: Code,
  coffee: Coffee,
  database: Database,
  gauge: Gauge,
  globe: Globe,
  "graduation-cap": GraduationCap,
  guitar: Guitar,
  handshake: Handshake,
  headset: Headset,
  heart: Heart,
  "heart-pulse": HeartPulse,
  house: House,
  landmark: Landmark,
  leaf: Leaf,
  lightbulb: Lightbulb,
  megaphone: Megaphone,
  "message-square-text": MessageSquareText,
  monitor: Monitor,
  "pen-tool": PenTool,
  rocket: Rocket,
  route: Route,
  scale: Scale,
  "scan-eye": ScanEye,
  server: Server,
  settings: Settings,
  "shield-check": ShieldCheck,
  "shopping-cart": ShoppingCart,
  sparkles: Sparkles,
  sprout: Sprout,
  trophy: Trophy,
  truck: Truck,
  users: Users,
  utensils: Utensils,
  warehouse: Warehouse,
};

/**
 * lucide's drawing of an icon as plain data: [tag, attributes] for each shape of a 24px stroke
 * icon. Narrower than lucide's own node type (whose attributes allow event handlers), so it
 * survives the loader-data round trip and its type stays exact in the page.
 */
export type ContentIconNode = [tag: string, attributes: Record<string, string>][];

type RenderFunction = (props: object, ref: null) => unknown;

/**
 * lucide-react keeps an icon's drawing inside its component and exports no getter for it: each
 * icon is `forwardRef(render)`, and `render` only returns `<Icon icon={{ name, node, size }} />`
 * (no hooks), so calling it outside React reads the node. icons.test.tsx compares the result with
 * lucide's own component, so a lucide release that changes this fails the tests, not the page.
 */
function iconNodeOf(name: string, component: LucideIcon): ContentIconNode {
  const render = (component as unknown as { render?: RenderFunction }).render;
  const element = render?.({}, null);
  const node = isValidElement<{ icon?: { node?: unknown } }>(element) ? element.props.icon?.node : undefined;
  if (!Array.isArray(node)) {
    throw new Error(`Could not read the drawing of icon "${name}": lucide-react changed; see iconNodeOf`);
  }
  return node as ContentIconNode;
}

/**
 * The SVG drawing of a content icon, for `FeatureIcon`. An unknown name throws, so a typo in
 * content fails the build instead of drawing nothing.
 */
export function contentIcon(name: string): ContentIconNode {
  if (!Object.hasOwn(contentIcons, name)) {
    throw new Error(`No icon is mapped for "${name}": add it to contentIcons in app/content/icons.ts`);
  }
  return iconNodeOf(name, contentIcons[name]!);
}

/** A content item with its icon name swapped for the drawing. */
export type WithIcon<T extends { icon: string }> = Omit<T, "icon"> & { icon: ContentIconNode };

/** Content items (features, discipline tiles) with their icon names swapped for drawings. */
export function withIcons<T extends { icon: string }>(items: readonly T[]): WithIcon<T>[] {
  return items.map((item) => ({ ...item, icon: contentIcon(item.icon) }));
}

/** A content block with its features' icon names swapped for drawings. */
export function withFeatureIcons<B extends { features?: { icon: string }[] }>(
  block: B,
): Omit<B, "features"> & { features?: WithIcon<NonNullable<B["features"]>[number]>[] } {
  return { ...block, features: block.features && withIcons(block.features) };
}
