import { imageUrl, brandHref } from "@polku/domain";
import type { brandSchema } from "@polku/domain";
import { Link } from "react-router";
import type { z } from "zod";
import styles from "./home.module.css";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";

type Brand = z.infer<typeof brandSchema>;

/** Featured brands (or all, when none is featured), logo or name, linking to the brand page. */
export function BrandsStrip({ brands, label }: { brands: Brand[]; label: string }) {
  if (brands.length === 0) return null;
  return (
    <ul className={styles.brands} aria-label={label}>
      {brands.map((brand) => (
        <li key={brand.id}>
          <Link to={brandHref(brand.slug)} className={styles.brand} prefetch={VIEWPORT_PREFETCH}>
            {brand.logo ? <img src={imageUrl(brand.logo, "brandStrip")} alt={brand.name} width={120} height={48} loading="lazy" /> : <span>{brand.name}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
