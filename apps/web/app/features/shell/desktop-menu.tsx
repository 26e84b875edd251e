// Desktop main menu (spec 01 §2): top-level groups; each with menu children opens a panel of the
// second and third levels. Disclosure pattern: buttons with aria-expanded, Escape closes and
// returns focus, focus or pointer leaving closes; a mouse hover opens after a short delay.
import type { ProductGroupNode } from "@polku/domain";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { ChevronDownIcon } from "../../components/ui/icons";
import { useT } from "../../lib/i18n";
import { groupHref, hasMenuChildren, menuChildren, topLevelGroups } from "../menu/menu-levels";
import { ShopByLinks } from "../menu/shop-by-links";
import styles from "./desktop-menu.module.css";

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

export function DesktopMenu({ groups }: { groups: ProductGroupNode[] }) {
  const t = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  useEffect(() => setOpenId(null), [location.key]);
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenId(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  function later(next: number | null, ms: number) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenId(next), ms);
  }

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t("shell.mainNav")}>
      <ul className={styles.bar}>
        {topLevelGroups(groups).map((group) => {
          const panelId = `menu-panel-${group.id}`;
          const open = openId === group.id;
          if (!hasMenuChildren(group)) {
            return (
              <li key={group.id} className={styles.entry}>
                <Link className={styles.topLink} to={groupHref(group)} prefetch="intent">
                  {group.name}
                </Link>
              </li>
            );
          }
          return (
            <li
              key={group.id}
              className={styles.entry}
              onPointerEnter={(event) => event.pointerType === "mouse" && later(group.id, HOVER_OPEN_MS)}
              onPointerLeave={(event) => event.pointerType === "mouse" && later(null, HOVER_CLOSE_MS)}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpenId((id) => (id === group.id ? null : id));
              }}
              onKeyDown={(event) => {
                if (event.key === "Escape" && open) {
                  setOpenId(null);
                  event.currentTarget.querySelector<HTMLButtonElement>("button")?.focus();
                }
              }}
            >
              <button
                type="button"
                className={styles.topButton}
                aria-expanded={open}
                aria-controls={panelId}
                data-open={open || undefined}
                onClick={() => {
                  window.clearTimeout(timer.current);
                  setOpenId(open ? null : group.id);
                }}
              >
                {group.name}
                <ChevronDownIcon />
              </button>
              <div id={panelId} className={styles.panel} hidden={!open}>
                <div className={styles.panelInner}>
                  <Link className={styles.showAll} to={groupHref(group)}>
                    {t("menu.showAll", { name: group.name })}
                  </Link>
                  {/* The levels below are rendered when the panel opens: every page's HTML keeps
                      the main groups' links, not every panel's (docs/storefront.md "Menu data"). */}
                  {open ? (
                    <ul className={styles.columns}>
                      {menuChildren(group).map((child) => (
                        <li key={child.id} className={styles.column}>
                          <Link className={styles.childLink} to={groupHref(child)} prefetch="intent">
                            {child.name}
                          </Link>
                          {hasMenuChildren(child) ? (
                            <ul className={styles.grandchildren}>
                              {menuChildren(child).map((grandchild) => (
                                <li key={grandchild.id}>
                                  <Link className={styles.grandchildLink} to={groupHref(grandchild)}>
                                    {grandchild.name}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {open ? <ShopByLinks group={group} /> : null}
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
