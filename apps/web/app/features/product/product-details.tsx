// Model notice, description with tagline, and the properties list (spec 02 §2, §5).
import { isListedProperty, propertyDisplayName, propertyDisplayValue, type ProductModel } from "@polku/domain";
import { useT } from "../../lib/i18n";
import styles from "./product-page.module.css";

export function ModelNotice({ notice }: { notice: string | null }) {
  if (!notice?.trim()) return null;
  return (
    <p className={styles.notice} role="note">
      {notice}
    </p>
  );
}

/** `tags`: the model's tags, shown with the properties (spec 02 §2 "product properties and tags"). */
export function ProductDetails({ model, description, afterDescription, tags }: { model: ProductModel; description: React.ReactNode; afterDescription?: React.ReactNode; tags?: React.ReactNode }) {
  const t = useT();
  const properties = model.model_properties.filter((property) => isListedProperty(property.slug) && property.value.trim() !== "");
  return (
    <div className={styles.details}>
      <div>
        {description}
        {afterDescription}
      </div>
      {properties.length > 0 || model.modelnumber ? (
        <section aria-labelledby="product-properties" className={styles.properties}>
          <h2 id="product-properties">{t("productPage.properties")}</h2>
          <dl>
            {properties.map((property) => (
              <div key={property.slug}>
                <dt>{propertyDisplayName(property.name)}</dt>
                <dd>{propertyDisplayValue(property)}</dd>
              </div>
            ))}
            {model.modelnumber ? (
              <div>
                <dt>{t("productPage.modelNumber")}</dt>
                <dd>{model.modelnumber}</dd>
              </div>
            ) : null}
          </dl>
          {tags}
        </section>
      ) : (
        tags
      )}
    </div>
  );
}
