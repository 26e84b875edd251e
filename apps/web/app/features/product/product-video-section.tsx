// The product video's section (spec 02 §2, §7): rendered only for a model with a video, and its
// player part (product-video.tsx, with its styles) loaded only in the browser after hydration, so
// a page without a video, and the first paint of one with it, carry none of it (page-weight budgets).
import { lazy, Suspense, useEffect, useState } from "react";
import { useT } from "../../lib/i18n";
import styles from "./product-extras.module.css";

const ProductVideo = lazy(() => import("./product-video"));

export function ProductVideoSection({ video, name }: { video: string | null; name: string }) {
  const t = useT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!video) return null;
  return (
    <section className={styles.section} aria-labelledby="product-video-heading" data-testid="product-video">
      <h2 id="product-video-heading">{t("productExtras.video.title")}</h2>
      {hydrated ? (
        <Suspense fallback={null}>
          <ProductVideo video={video} name={name} />
        </Suspense>
      ) : null}
    </section>
  );
}
