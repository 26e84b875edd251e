// Feature flags (spec 01 §3, §9): the feature_flags setting, overridden by local storage, then by
// featureFlag_<name> URL parameters (1 true, anything else false), which are also remembered.
import { featureFlagOverridesFromUrl, mergeFeatureFlags, parseFeatureFlags, type FeatureFlags } from "@polku/domain";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useRootData } from "./root-data";

export const FEATURE_FLAGS_STORAGE_KEY = "featureFlags";

export function useFeatureFlags(): FeatureFlags {
  const root = useRootData();
  const location = useLocation();
  const [stored, setStored] = useState<FeatureFlags | null>(null);
  const fromUrl = featureFlagOverridesFromUrl(location.search);

  useEffect(() => {
    try {
      const saved = parseFeatureFlags(window.localStorage.getItem(FEATURE_FLAGS_STORAGE_KEY));
      if (saved.error) console.error(saved.error);
      const overrides = featureFlagOverridesFromUrl(location.search);
      const next = { ...saved.flags, ...overrides };
      if (Object.keys(overrides).length > 0) window.localStorage.setItem(FEATURE_FLAGS_STORAGE_KEY, JSON.stringify(next));
      setStored(next);
    } catch {
      setStored({}); // storage blocked: the server flags and the URL still apply
    }
  }, [location.search]);

  return mergeFeatureFlags(root.featureFlags, stored, fromUrl);
}

export function useFeatureFlag(name: string): boolean {
  return useFeatureFlags()[name] === true;
}
