// The product page's extra data (spec 02 §3 "Extra data", §7 GET /api/product/extra/), loaded in
// the browser once the page is up: type 2 (bundles, size table, recommendations, also bought)
// with the last of the product's groups, and type 1 (delivery limits) for the delivery country.
// spec 02 §8: a failed type 2 load flashes 'An unexpected error(#2664)'; a failed type 1 load is
// only logged (the page then shows no delivery limit). Both reload when the locale changes.
import type { DeliveryMethodLimit, ProductExtraType2, ProductModel } from "@polku/domain";
import { useEffect, useState } from "react";
import { useToast } from "../../components/ui/toast";
import { browserApi } from "../../lib/api";
import { useT } from "../../lib/i18n";
import { useLocale } from "../locale/locale-provider";

export type ExtraState = { status: "loading" } | { status: "done"; data: ProductExtraType2 } | { status: "failed" };

export function useProductExtras(model: Pick<ProductModel, "id" | "model_url" | "groups" | "main_group">) {
  const t = useT();
  const toast = useToast();
  const { config } = useLocale();
  const [extra, setExtra] = useState<ExtraState>({ status: "loading" });
  const [limit, setLimit] = useState<DeliveryMethodLimit | null>(null);
  const slug = model.model_url;
  // spec 02 §7: the group is the last of the product's groups.
  const group = model.groups.at(-1)?.id ?? model.main_group;
  const { language, taxAreaId, deliveryCountryCode } = config;

  useEffect(() => {
    const controller = new AbortController();
    setExtra({ status: "loading" });
    browserApi
      .productExtraData({ slug, deliveryCountryCode, group, language, taxAreaId }, { signal: controller.signal })
      .then((data) => setExtra({ status: "done", data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("#2664", error);
        setExtra({ status: "failed" });
        toast({ message: t("productExtras.error2664"), type: "error" });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- The delivery country does not change type 2 (it is sent as the spec's call has it).
  }, [slug, group, language, taxAreaId]);

  useEffect(() => {
    const controller = new AbortController();
    setLimit(null);
    browserApi
      .productDeliveryLimit({ slug, deliveryCountryCode, language, taxAreaId }, { signal: controller.signal })
      .then((data) => setLimit(data.delivery_method_limit))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error("Failed to load the delivery limits", error);
      });
    return () => controller.abort();
  }, [slug, deliveryCountryCode, language, taxAreaId]);

  return { extra, limit };
}
