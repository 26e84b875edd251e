// General settings (spec 01 §3 "General settings (key/value)"). Values shown to shoppers have
// per-language overrides; JSON-valued keys hold JSON text (spec 01 §5: must parse as JSON).
import { tr, type Texts } from "../text";

export function generalSettings(brandSlugs: string[], quickAdd: { model_id: number; variant_id: number }[]): Record<string, string> {
  return {
    search_bar_placeholder: "Hae tuotteita, merkkejä ja ohjeita",
    frontpage_title: "Polku – ulkoiluvarusteet verkosta ja myymälöistä",
    frontpage_meta_description: "Retkeily-, vaellus-, hiihto- ja lasketteluvarusteet kahdeksasta myymälästä ja verkosta. Nopea toimitus ja 100 päivän palautusoikeus.",
    blog_category_order: "vaellus,hiihto,tuotetestit,laskettelu,kiipeily,pyoraily,tapahtumat",
    price_ending_max_days: "14",
    rental_enabled: "true",
    part_delivery_mode: "optional",
    experience_manufacturer_list: brandSlugs.join(","),
    auto_translations_disabled: "false",
    blocked_stock_text: "Tuote on varattu. Kysy saatavuutta asiakaspalvelusta.",
    quick_add_products: JSON.stringify(quickAdd),
    feature_flags: JSON.stringify({ fast_shipping_product_page: true, ski_wizard: true, show_recommendations: true }),
    default_search_engine: "internal",
    hidden_dynamic_page_menu_items: JSON.stringify([]),
    target_country_delivery_added_days: JSON.stringify({ countries: [{ code: "no", days: 2 }, { code: "ch", days: 3 }, { code: "gb", days: 3 }, { code: "is", days: 4 }] }),
    frosmo_search_sort_by: "conversions",
    frosmo_category_strategy: "sort-product-group",
    corporate_sales_email: "yritysmyynti@polku.example",
  };
}

/** Overrides for the languages other than Finnish (whose text is the value itself). */
export const SETTING_TRANSLATIONS: Record<string, Texts> = {
  search_bar_placeholder: tr("Hae tuotteita, merkkejä ja ohjeita", "Sök produkter, märken och guider", "Search products, brands and guides", "Produkte, Marken und Ratgeber suchen", "Rechercher produits, marques et guides", "Поиск товаров, брендов и советов"),
  frontpage_title: tr("Polku – ulkoiluvarusteet verkosta ja myymälöistä", "Polku – friluftsutrustning online och i butik", "Polku – outdoor gear online and in store", "Polku – Outdoor-Ausrüstung online und im Geschäft", "Polku – matériel outdoor en ligne et en magasin", "Polku — снаряжение для активного отдыха онлайн и в магазинах"),
  frontpage_meta_description: tr(
    "Retkeily-, vaellus-, hiihto- ja lasketteluvarusteet kahdeksasta myymälästä ja verkosta. Nopea toimitus ja 100 päivän palautusoikeus.",
    "Utrustning för vandring, friluftsliv och skidåkning från åtta butiker och online. Snabb leverans och 100 dagars returrätt.",
    "Hiking, camping and ski gear from eight stores and online. Fast delivery and 100-day returns.",
    "Wander-, Camping- und Skiausrüstung aus acht Filialen und online. Schnelle Lieferung und 100 Tage Rückgabe.",
    "Matériel de randonnée, camping et ski dans huit magasins et en ligne. Livraison rapide, retours sous 100 jours.",
    "Снаряжение для походов, кемпинга и лыж в восьми магазинах и онлайн. Быстрая доставка и возврат 100 дней.",
  ),
  blocked_stock_text: tr("Tuote on varattu. Kysy saatavuutta asiakaspalvelusta.", "Produkten är reserverad. Fråga kundservice om tillgänglighet.", "This item is reserved. Ask customer service about availability.", "Dieser Artikel ist reserviert. Frag den Kundenservice nach der Verfügbarkeit.", "Cet article est réservé. Renseignez-vous auprès du service client.", "Товар зарезервирован. Уточните наличие в службе поддержки."),
};
