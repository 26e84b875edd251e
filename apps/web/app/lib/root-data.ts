// The root loader's data, read anywhere below the root (and by the error screen).
import type { LanguageCode, LoadStatus, ProductGroupNode } from "@polku/domain";
import type { bannersResponseSchema, storeSchema } from "@polku/domain";
import { useRouteLoaderData } from "react-router";
import type { z } from "zod";
import type { Messages } from "./i18n";
import type { LocaleConfig } from "./locale-config";

export type BannersData = z.infer<typeof bannersResponseSchema>;
export type StoreRef = Pick<z.infer<typeof storeSchema>, "slug" | "name" | "type">;

export interface RootData {
  language: LanguageCode;
  messages: Messages;
  locale: LocaleConfig;
  productGroups: ProductGroupNode[];
  productGroupsStatus: LoadStatus;
  banners: BannersData;
  bannersStatus: LoadStatus;
  /** General settings (spec 01 §3), key -> value. */
  settings: Record<string, string>;
  /** Feature flags of the settings with the URL overrides of this request applied. */
  featureFlags: Record<string, boolean>;
  stores: StoreRef[];
  buildId: string;
  gtmId: string | null;
  shopName: string;
  publicUrl: string;
  /** Production host -> language; empty on localhost, where a cookie holds the language. */
  languageHosts: Record<string, LanguageCode>;
}

// The browser keeps the last root data so that an error screen shown after a failed client
// navigation (no fresh root data) still speaks the page's language.
let lastRootData: RootData | undefined;

export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data) throw new Error("Root data is missing");
  return data;
}

export function useOptionalRootData(): RootData | undefined {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (data && typeof window !== "undefined") lastRootData = data;
  return data ?? (typeof window !== "undefined" ? lastRootData : undefined);
}
