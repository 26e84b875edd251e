// The three menu levels (spec 01 §2 menu screen), shared by the /menu/ screen (every level is an
// address) and the mobile menu panel (levels change in place).
import { imageUrl } from "@polku/domain";
import type { ProductGroupNode } from "@polku/domain";
import { useCallback, useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/ui/icons";
import { useI18n } from "../../lib/i18n";
import { useUser } from "../../lib/root-data";
import { Flag } from "../locale/flag";
import { useLocale } from "../locale/locale-provider";
import { fixedSectionsFor } from "./fixed-entries";
import { groupHref, hasMenuChildren, menuBackHref, menuLevelHref, type MenuView as View } from "./menu-levels";
import { ShopByLinks } from "./shop-by-links";
import { useSwipeBack } from "./use-swipe-back";
import styles from "./menu.module.css";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";

export interface LevelTarget {
  group: ProductGroupNode;
  child?: ProductGroupNode;
}

interface MenuViewProps {
  view: View;
  /** Panel mode: called with the level to show (null: the first level). */
  onOpenLevel?: (target: LevelTarget | null) => void;
  /** Called when a link leaves the menu (the panel closes). */
  onLeave?: () => void;
  /** The /menu/ screen has the page heading; the panel has its own. */
  titleAs?: "h1" | "h2";
  direction?: "forward" | "back";
  /** The panel's own title already says "Menu" on the first level. */
  hideFirstLevelTitle?: boolean;
}

function parentOf(view: View): LevelTarget | null {
  return view.level === 3 ? { group: view.group } : null;
}

export function MenuView({ view, onOpenLevel, onLeave, titleAs: Title = "h2", direction = "forward", hideFirstLevelTitle = false }: MenuViewProps) {
  const { t, language } = useI18n();
  const loggedIn = useUser().isAuthenticated;
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const backHref = menuBackHref(view);
  const current = view.level === 3 ? view.child : view.level === 2 ? view.group : null;
  const title = current ? current.name : t("menu.title");
  const Sub = Title === "h1" ? "h2" : "h3";

  const goBack = useCallback(() => {
    if (onOpenLevel) onOpenLevel(parentOf(view));
    else if (backHref) navigate(backHref);
  }, [onOpenLevel, view, backHref, navigate]);
  useSwipeBack(rootRef, view.level > 1 ? goBack : null);

  // A new level replaces the list the user was in: continue from its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  const levelKey = `${view.level}-${current?.id ?? 0}`;
  const shownKey = useRef(levelKey);
  useEffect(() => {
    if (shownKey.current === levelKey) return;
    shownKey.current = levelKey;
    (titleRef.current ?? rootRef.current?.querySelector<HTMLElement>("a, button"))?.focus({ preventScroll: false });
  }, [levelKey]);

  function itemControl(item: ProductGroupNode) {
    const deeper = view.level < 3 && hasMenuChildren(item);
    const content = (
      <>
        {item.image ? <img className={styles.thumb} src={imageUrl(item.image, "menuThumb")} alt="" width={40} height={40} loading="lazy" /> : null}
        <span className={styles.itemName}>{item.name}</span>
        {deeper ? <ChevronRightIcon /> : null}
      </>
    );
    if (!deeper) {
      return (
        <Link className={styles.item} to={groupHref(item)} prefetch={VIEWPORT_PREFETCH} onClick={onLeave}>
          {content}
        </Link>
      );
    }
    const target: LevelTarget = view.level === 1 ? { group: item } : { group: (view as Extract<View, { level: 2 }>).group, child: item };
    if (onOpenLevel) {
      return (
        <button type="button" className={styles.item} onClick={() => onOpenLevel(target)}>
          {content}
        </button>
      );
    }
    return (
      <Link className={styles.item} to={menuLevelHref(target.group, target.child)}>
        {content}
      </Link>
    );
  }

  return (
    <div ref={rootRef} className={styles.view} data-direction={direction} key={levelKey}>
      <div className={styles.top}>
        {view.level > 1 ? (
          onOpenLevel ? (
            <button type="button" className={styles.back} onClick={goBack}>
              <ChevronLeftIcon />
              <span>{t("menu.back")}</span>
            </button>
          ) : (
            <Link className={styles.back} to={backHref ?? "/menu/"}>
              <ChevronLeftIcon />
              <span>{t("menu.back")}</span>
            </Link>
          )
        ) : null}
        {view.level === 1 && hideFirstLevelTitle ? null : (
          <Title ref={titleRef} className={styles.title} tabIndex={-1}>
            {title}
          </Title>
        )}
      </div>

      {current ? (
        <Link className={styles.showAll} to={groupHref(current)} prefetch={VIEWPORT_PREFETCH} onClick={onLeave}>
          {t("menu.showAll", { name: current.name })}
        </Link>
      ) : null}
      {view.level === 2 ? <ShopByLinks group={view.group} onLeave={onLeave} headingAs={Sub} /> : null}

      <nav aria-label={view.level === 1 ? t("menu.products") : title}>
        {view.level === 1 ? <Sub className={styles.sectionTitle}>{t("menu.products")}</Sub> : null}
        <ul className={styles.items}>
          {view.items.map((item) => (
            <li key={item.id}>{itemControl(item)}</li>
          ))}
          {view.level === 1 ? (
            <li>
              <Link className={styles.item} to="/manufacturers/" onClick={onLeave}>
                <span className={styles.itemName}>{t("menu.brands")}</span>
              </Link>
            </li>
          ) : null}
          {view.level === 1 ? (
            <li>
              <Link className={styles.item} to="/catalog/" onClick={onLeave}>
                <span className={styles.itemName}>{t("catalog.menuLink")}</span>
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>

      {view.level === 1 ? (
        <>
          {fixedSectionsFor(language, loggedIn).map((section) => (
            <section key={section.key} className={styles.section} aria-labelledby={`menu-${section.key.replace(".", "-")}`}>
              <Sub id={`menu-${section.key.replace(".", "-")}`} className={styles.sectionTitle}>
                {t(section.key)}
              </Sub>
              <ul className={styles.links}>
                {section.entries.map((entry) => (
                  <li key={entry.key}>
                    <Link className={styles.link} to={entry.href} onClick={onLeave}>
                      {t(entry.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <MenuLocaleButton headingAs={Sub} />
        </>
      ) : null}
    </div>
  );
}

function MenuLocaleButton({ headingAs: Heading }: { headingAs: "h2" | "h3" }) {
  const { t } = useI18n();
  const { config, openLocaleModal } = useLocale();
  return (
    <div className={styles.section}>
      <Heading className={styles.sectionTitle}>{t("menu.localeTitle")}</Heading>
      <button type="button" className={styles.locale} onClick={openLocaleModal} aria-haspopup="dialog">
        <Flag country={config.deliveryCountryCode} />
        <span>{config.deliveryCountryName}</span>
        <span className={styles.localeCurrency}>{config.currencyCode.toUpperCase()}</span>
        <span className={styles.localeChange}>{t("menu.localeChange")}</span>
      </button>
    </div>
  );
}
