import type { AtsAdapter } from "./adapter.ts";
import { ashby } from "./ashby.ts";
import { greenhouse } from "./greenhouse.ts";
import { lever } from "./lever.ts";
import { personio } from "./personio.ts";
import { recruitee } from "./recruitee.ts";
import { smartrecruiters } from "./smartrecruiters.ts";

/** In the README's order. */
export const adapters: readonly AtsAdapter[] = [greenhouse, lever, ashby, recruitee, smartrecruiters, personio];

export const adapterFor = (system: string): AtsAdapter | undefined =>
  adapters.find((adapter) => adapter.system === system);
